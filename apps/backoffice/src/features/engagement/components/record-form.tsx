import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Failure } from '@wl/contract';
import { type BaseSyntheticEvent, type ReactNode, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { DateTimeField, showNestedServerErrors, useLanguageName } from '../form-helpers';

/** The languages a record's texts are written in: English, and the site's own when it is another. */
export function textLanguages(siteLanguage: string): string[] {
  return siteLanguage === 'EN' ? ['EN'] : ['EN', siteLanguage];
}

/**
 * The submit of a promotion's or mission's form: saves, hands the saved record on, and puts a
 * refusal on its fields, or above the form when no field takes it.
 */
export function useRecordSubmit<Values extends FieldValues, Output, Saved>(
  form: UseFormReturn<Values, unknown, Output>,
  save: (values: Output) => Promise<{ value: Saved }>,
  onSaved: (saved: Saved) => void,
) {
  const [failure, setFailure] = useState<Failure>();
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { value } = await save(values);
      onSaved(value);
    } catch (caught) {
      const refused = failureOf(caught);
      if (!showNestedServerErrors(form as unknown as UseFormReturn<Values, unknown, unknown>, refused)) setFailure(refused);
    }
  });
  return { submit, failure };
}

/** The form element of a record: its refusal above, its fields, then cancel and save. */
export function RecordForm({
  submit,
  submitting,
  failure,
  onCancel,
  children,
}: {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  submitting: boolean;
  failure: Failure | undefined;
  onCancel(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('engagement');
  return (
    <form onSubmit={submit} noValidate aria-busy={submitting}>
      <Stack>
        {failure && <FailureAlert failure={failure} />}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A record's title, one field per language it is written in (English required). */
export function TitleFields<Values extends FieldValues>({
  form,
  languages,
  error,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  languages: string[];
  error(path: string): string | undefined;
}) {
  const { t } = useTranslation('engagement');
  const languageName = useLanguageName();
  return (
    <SimpleGrid cols={{ base: 1, sm: languages.length }}>
      {languages.map((each) => (
        <TextInput
          key={each}
          label={t('promotions.titleIn', { language: languageName(each) })}
          required={each === 'EN'}
          error={error(`title.${each}`)}
          {...form.register(`title.${each}` as never)}
        />
      ))}
    </SimpleGrid>
  );
}

/** When a record starts (required) and ends (empty: never). */
export function ScheduleFields<Values extends FieldValues>({
  form,
  error,
  endsHint,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  error(path: string): string | undefined;
  endsHint?: string;
}) {
  const { t } = useTranslation('engagement');
  return (
    <>
      <DateTimeField
        control={form.control}
        name="starts_at"
        label={t('promotions.startsAt')}
        required
        error={error('starts_at')}
      />
      <DateTimeField
        control={form.control}
        name="ends_at"
        label={t('promotions.endsAt')}
        description={endsHint}
        error={error('ends_at')}
      />
    </>
  );
}
