import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '../lib/form-errors';

interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: string;
  /** i18n key of the field's error, shown under it and announced with it */
  error?: FieldMessage;
  hint?: ReactNode;
}

function describedBy(id: string, error: string | undefined, hint: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A labelled text input with its hint and error tied to it (aria-describedby, aria-invalid). */
export function FormField({ id, label, error, hint, ...input }: FormFieldProps) {
  const { t } = useTranslation(['ui', 'validation', 'pages']);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />
      <FieldNotes id={id} error={error ? t(error) : undefined} hint={hint} />
    </div>
  );
}

function FieldNotes({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
