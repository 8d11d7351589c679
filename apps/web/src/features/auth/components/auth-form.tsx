import type { ReactNode } from 'react';
import type { FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContractForm, type ContractFormProps } from '@/shared/forms/contract-form';
import { Field } from '@/shared/forms/field';
import { usePhoneKeyFilter } from '../lib/phone-key-filter';
import './auth.css';

/** A form of the auth surfaces (login, registration, recovery, code steps), in their layout. */
export function AuthForm<Values extends FieldValues, Output>(props: Omit<ContractFormProps<Values, Output>, 'className'>) {
  return <ContractForm className="auth-form" fieldsetClassName="auth-fields" {...props} />;
}

/** The line under a form that offers the other way in ("No account yet? Register"). */
export function OtherWayIn({
  question,
  link,
  to,
  onLeave,
}: {
  question: string;
  link: string;
  to: string;
  onLeave?: () => void;
}) {
  return (
    <p className="auth-footer">
      {question}{' '}
      <Link to={to} onClick={onLeave}>
        {link}
      </Link>
    </p>
  );
}

interface AuthFieldProps {
  id: string;
  error?: string;
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
}

/** The account id as the player types it: no autocorrection or capitals, the browser's saved username offered. */
export function AccountIdField({ id, error, registration, hint, maxLength }: AuthFieldProps & { maxLength?: number }) {
  const { t } = useTranslation('ui');
  return (
    <Field id={id} label={t('accountId')} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...registration}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={maxLength}
          required
        />
      )}
    </Field>
  );
}

/** The mobile number: the phone keypad, digits and a leading + only, at most 16 characters. */
export function PhoneField({ id, error, registration, hint }: AuthFieldProps) {
  const { t } = useTranslation('ui');
  const phoneFilter = usePhoneKeyFilter();
  return (
    <Field id={id} label={t('auth.phone')} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={16}
          required
          {...phoneFilter}
        />
      )}
    </Field>
  );
}
