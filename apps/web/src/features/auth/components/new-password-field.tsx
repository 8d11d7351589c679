import { fields } from '@wl/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/shared/forms/field';
import { PasswordInput } from '@/shared/forms/password-input';
import { PasswordStrengthMeter } from './password-strength-meter';

export interface NewPasswordFieldProps {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  /** the password as typed and the account it is for: its strength and the length rule as the hint (not on a confirmation) */
  strengthOf?: { password: string; accountId: string };
}

/** A new password (registration, reset) with the show/hide toggle, at most the contract's length. */
export function NewPasswordField({ id, label, error, registration, strengthOf }: NewPasswordFieldProps) {
  const { t } = useTranslation('ui');
  const hint = strengthOf && (
    <>
      <PasswordStrengthMeter password={strengthOf.password} accountId={strengthOf.accountId} />
      <span>{t('auth.register.passwordHint', { min: fields.PASSWORD_MIN })}</span>
    </>
  );
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <PasswordInput {...control} {...registration} autoComplete="new-password" maxLength={fields.PASSWORD_MAX} required />
      )}
    </Field>
  );
}
