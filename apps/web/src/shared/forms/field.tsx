import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isMessageKey } from '@/shared/i18n';

/** What a field's control needs to be tied to its label, message and hint. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  /**
   * a message key: the validation group's, the errors group's for server answers shown on a field,
   * or a page's own message named with its group ("pages:changePassword.mismatch")
   */
  error?: string;
  hint?: ReactNode;
  children: (control: FieldControl) => ReactNode;
}

const PAGE_MESSAGE = 'pages:';

/** The message of a field error key, wherever its group; a key no group has says "not valid". */
function useFieldMessage(): (key: string) => string {
  const { t } = useTranslation(['validation', 'errors', 'pages']);
  return (key) => {
    // First: a named group would also pass the other groups' checks, which honour the name.
    if (key.startsWith(PAGE_MESSAGE)) {
      const pageKey = key.slice(PAGE_MESSAGE.length);
      return isMessageKey('pages', pageKey) ? t(`pages:${pageKey}`) : t('validation:invalid');
    }
    if (isMessageKey('validation', key)) return t(`validation:${key}`);
    if (isMessageKey('errors', key)) return t(`errors:${key}`);
    return t('validation:invalid');
  };
}

/** The control's ARIA ties to its message (read first) and hint. */
function controlOf({ id, error, hint }: Pick<FieldProps, 'id' | 'error' | 'hint'>): FieldControl {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}

function FieldNotes({ id, error, hint }: Pick<FieldProps, 'id' | 'error' | 'hint'>) {
  const message = useFieldMessage();
  return (
    <>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {message(error)}
        </p>
      )}
      {hint && (
        <div id={`${id}-hint`} className="field-hint">
          {hint}
        </div>
      )}
    </>
  );
}

/** A labelled control with its message (read first) and hint tied to it by aria-describedby. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(controlOf({ id, error, hint }))}
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

/** A box the player ticks, its text as its label, with its message and hint tied to it as a Field's are. */
export function CheckboxField({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className="field">
      <label className="checkbox" htmlFor={id}>
        {children(controlOf({ id, error, hint }))}
        {label}
      </label>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}
