import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a field's control needs to be tied to its label, message and hint. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** a message key: the validation group's, or the errors group's for server answers shown on a field */
  error?: string;
  hint?: ReactNode;
  children: (control: FieldControl) => ReactNode;
}

/** The message of a field error key, wherever its group. */
function useFieldMessage(): (key: string) => string {
  const { t } = useTranslation(['validation', 'errors']);
  return (key) => t([`validation:${key}`, `errors:${key}`, 'validation:invalid']);
}

/** A labelled control with its message (read first) and hint tied to it by aria-describedby. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const message = useFieldMessage();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="field-error">
          {message(error)}
        </p>
      )}
      {hint && (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      )}
    </div>
  );
}
