import { type ComponentProps, type ReactNode, useState } from 'react';
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

/** A password input with a show/hide toggle whose text says what pressing it does. */
export function PasswordFormField({ id, label, error, hint, ...input }: Omit<FormFieldProps, 'type'>) {
  const { t } = useTranslation(['ui', 'validation', 'pages']);
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <span className="account-password">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...input}
        />
        <button
          type="button"
          className="account-password-toggle"
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('ui:hidePassword') : t('ui:showPassword')}
        </button>
      </span>
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
