import { type ChangeEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import type { FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContractForm, type ContractFormProps } from '@/shared/forms/contract-form';
import { Field } from '@/shared/forms/field';
import { useSiteStore } from '@/shared/session/site-store';
import { usePhoneKeyFilter } from '../lib/phone-key-filter';
import { callingCodeOf, loadedPhoneRules, loadPhoneRules, nationalPhone } from '../lib/site-phone';

type PhoneRules = typeof import('libphonenumber-js');

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

/** The loaded phone rules, once they are (they load on first use). */
function usePhoneRules(): PhoneRules | undefined {
  const [rules, setRules] = useState(loadedPhoneRules);
  useEffect(() => {
    if (rules) return;
    let live = true;
    loadPhoneRules().then(
      (loadedRules) => live && setRules(() => loadedRules),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [rules]);
  return rules;
}

/** Typing and deleting keep what the player types; anything inserted at once (autofill, a drop) is normalised. */
function typedByKey(event: ChangeEvent<HTMLInputElement>): boolean {
  const inputType = (event.nativeEvent as Partial<InputEvent>).inputType ?? '';
  return inputType === 'insertText' || inputType.startsWith('delete');
}

/**
 * The mobile number beside the site's calling code ("+62"): the phone keypad, digits and a
 * leading + only. A number pasted or autofilled in any common shape (spaces, dashes, brackets, the
 * + and calling code, a national leading 0) becomes its national number of the site's country
 * (decision 0168); so does a typed one when the player leaves the field.
 */
export function PhoneField({ id, error, registration, hint }: AuthFieldProps) {
  const { t } = useTranslation('ui');
  const country = useSiteStore((state) => state.site?.country);
  const rules = usePhoneRules();
  const normalise = useMemo(() => (rules ? (text: string) => nationalPhone(text, country, rules) : undefined), [rules, country]);
  const phoneFilter = usePhoneKeyFilter(normalise);
  const callingCode = rules ? callingCodeOf(country, rules) : undefined;

  /** The field's value normalised in place, before react-hook-form reads it. */
  const normaliseField = (field: HTMLInputElement) => {
    if (!normalise) return;
    const national = normalise(field.value);
    if (national !== field.value) field.value = national;
  };

  return (
    <Field id={id} label={t('auth.phone')} error={error} hint={hint}>
      {(control) => (
        <div className="phone-input">
          {callingCode && (
            <span className="phone-prefix" aria-hidden="true">
              +{callingCode}
            </span>
          )}
          <input
            {...control}
            {...registration}
            onChange={(event) => {
              if (!typedByKey(event)) normaliseField(event.target);
              return registration.onChange(event);
            }}
            onBlur={(event) => {
              normaliseField(event.target);
              return registration.onBlur(event);
            }}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            // Room for an autofilled number with its spaces and calling code, until it is normalised.
            maxLength={24}
            required
            {...phoneFilter}
          />
        </div>
      )}
    </Field>
  );
}
