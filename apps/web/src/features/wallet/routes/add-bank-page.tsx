import '../wallet.css';
import { BANK_NAME_MAX } from '@wl/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PATHS } from '@/config/routes';
import { Field } from '@/shared/forms/field';
import type { FieldErrors } from '@/shared/forms/form-outcome';
import { useKeyFilter } from '@/shared/lib/key-filter';
import { useUserStore } from '@/shared/session/user-store';
import { toast } from '@/shared/ui/toast';
import { BANK_ACCOUNT_FIELDS, type BankAccountField, type BankAccountInput, useAddBankAccount } from '../api/add-bank-account';
import { returnPath } from '../lib/return-path';

/**
 * /add-bank: bank, holder name and number, checked with the contract's rules at each field; the
 * server's refusals show at the fields too. The holder starts as the player's own name, which is
 * what banks pay to.
 */
export default function AddBankPage() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const lettersOnly = useKeyFilter('alphabet');
  const digitsOnly = useKeyFilter('number');
  const [values, setValues] = useState<BankAccountInput>(() => ({
    bank_name: '',
    holder_name: useUserStore.getState().fullname,
    account_number: '',
  }));
  const [errors, setErrors] = useState<FieldErrors<BankAccountField>>({});
  const [pending, setPending] = useState(false);
  const inputs = useRef<Partial<Record<BankAccountField, HTMLInputElement | null>>>({});
  const add = useAddBankAccount();

  const change = (field: BankAccountField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setErrors({});
    const outcome = await add.mutateAsync(values);
    if (outcome.status === 'ok') {
      toast.success(t('wallet.addBank.added'));
      void navigate(returnPath(location.state) ?? PATHS.bankDetails);
      return;
    }
    const fieldErrors = outcome.status === 'invalid' ? outcome.errors : {};
    // The fieldset must be enabled again before one of its fields can take the focus.
    flushSync(() => {
      setPending(false);
      setErrors(fieldErrors);
    });
    const field = BANK_ACCOUNT_FIELDS.find((name) => fieldErrors[name]);
    if (field) inputs.current[field]?.focus();
  }

  const fieldId = (field: BankAccountField) => `${id}-${field}`;
  const ref = (field: BankAccountField) => (element: HTMLInputElement | null) => {
    inputs.current[field] = element;
  };
  return (
    <section className="page wallet-page wallet-form-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('addBank.title')}</h1>
      <p className="wallet-intro">{t('wallet.addBank.intro')}</p>
      <form className="card wallet-form" noValidate onSubmit={submit} aria-busy={pending}>
        <fieldset disabled={pending}>
          <Field id={fieldId('bank_name')} label={t('wallet.addBank.bankName')} error={errors.bank_name}>
            {(control) => (
              <input
                {...control}
                ref={ref('bank_name')}
                name="bank_name"
                autoComplete="off"
                maxLength={BANK_NAME_MAX}
                required
                value={values.bank_name}
                onChange={change('bank_name')}
              />
            )}
          </Field>
          <Field
            id={fieldId('holder_name')}
            label={t('wallet.addBank.holderName')}
            hint={t('wallet.addBank.holderNameHint')}
            error={errors.holder_name}
          >
            {(control) => (
              <input
                {...control}
                ref={ref('holder_name')}
                name="holder_name"
                autoComplete="name"
                required
                value={values.holder_name}
                onChange={change('holder_name')}
                {...lettersOnly}
              />
            )}
          </Field>
          <Field
            id={fieldId('account_number')}
            label={t('wallet.addBank.accountNumber')}
            hint={t('wallet.addBank.accountNumberHint')}
            error={errors.account_number}
          >
            {(control) => (
              <input
                {...control}
                ref={ref('account_number')}
                name="account_number"
                inputMode="numeric"
                autoComplete="off"
                required
                value={values.account_number}
                onChange={change('account_number')}
                {...digitsOnly}
              />
            )}
          </Field>
          <div className="wallet-form-actions">
            <button type="submit" className="button button-primary">
              {pending ? t('wallet.addBank.saving') : t('wallet.addBank.save')}
            </button>
            <Link to={PATHS.bankDetails} className="button button-ghost">
              {t('wallet.cancel')}
            </Link>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
