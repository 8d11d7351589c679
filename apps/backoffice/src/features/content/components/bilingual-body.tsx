import { SimpleGrid } from '@mantine/core';
import { type Control, Controller, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import type { Site } from './content-page';
import { useLanguageLabels } from './language-fields';
import { RichTextEditor } from './rich-text-editor';

interface BilingualBodyProps<T extends FieldValues> {
  /** a form with the fields `en_body` and `local_body` */
  control: Control<T>;
  errors: { en_body?: FieldError; local_body?: FieldError };
  site: Site;
  /** the field's name, put in each version's label */
  label: string;
}

/**
 * A text's body in English (required) and, on a site with a language of its own, in that language:
 * side by side on a wide screen.
 */
export function BilingualBody<T extends FieldValues>({ control, errors, site, label }: BilingualBodyProps<T>) {
  const labels = useLanguageLabels(site);
  const fieldError = useFieldErrorText();
  return (
    <SimpleGrid cols={{ base: 1, lg: labels.hasLocal ? 2 : 1 }}>
      <Controller
        control={control}
        name={'en_body' as Path<T>}
        render={({ field }) => (
          <RichTextEditor
            label={labels.english(label)}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldError(errors.en_body)}
            required
          />
        )}
      />
      {labels.hasLocal && (
        <Controller
          control={control}
          name={'local_body' as Path<T>}
          render={({ field }) => (
            <RichTextEditor
              label={labels.local(label)}
              value={field.value ?? ''}
              onChange={field.onChange}
              error={fieldError(errors.local_body)}
            />
          )}
        />
      )}
    </SimpleGrid>
  );
}
