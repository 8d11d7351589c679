import '../wallet.css';
import { BANK_NAME_MAX } from '@wl/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PATHS } from '@/config/routes';
import { ContractForm, contractResolver, SubmitButton, showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { Field } from '@/shared/forms/field';
import { NameInput } from '@/shared/forms/name-input';
import { useKeyFilter } from '@/shared/lib/key-filter';
import { useUserStore } from '@/shared/session/user-store';
import { toast } from '@/shared/ui/toast';
import { type BankAccountField, type BankAccountInput, bankAccountFields, useAddBankAccount } from '../api/add-bank-account';
import { returnPath } from '../lib/return-path';

const bankAccountRules = contractResolver<BankAccountInput, BankAccountInput>(bankAccountFields);

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
  const digitsOnly = useKeyFilter('number');
  const form = useContractForm(bankAccountRules, {
    bank_name: '',
    holder_name: useUserStore.getState().fullname,
    account_number: '',
  });
  const add = useAddBankAccount();
  const { errors } = form.formState;

  async function submit(input: BankAccountInput) {
    const outcome = await add.mutateAsync(input);
    if (outcome.status === 'ok') {
      toast.success(t('wallet.addBank.added'));
      void navigate(returnPath(location.state) ?? PATHS.bankDetails);
      return 'leaving';
    }
    if (outcome.status === 'invalid') showFieldErrors(form.setError, outcome.errors);
    return undefined;
  }

  const fieldId = (field: BankAccountField) => `${id}-${field}`;
  return (
    <section className="page wallet-page wallet-form-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('addBank.title')}</h1>
      <p className="wallet-intro">{t('wallet.addBank.intro')}</p>
      <ContractForm form={form} onSubmit={submit} className="card wallet-form">
        <Field id={fieldId('bank_name')} label={t('wallet.addBank.bankName')} error={errors.bank_name?.message}>
          {(control) => (
            <input {...control} {...form.register('bank_name')} autoComplete="off" maxLength={BANK_NAME_MAX} required />
          )}
        </Field>
        <Field
          id={fieldId('holder_name')}
          label={t('wallet.addBank.holderName')}
          hint={t('wallet.addBank.holderNameHint')}
          error={errors.holder_name?.message}
        >
          {(control) => <NameInput {...control} {...form.register('holder_name')} />}
        </Field>
        <Field
          id={fieldId('account_number')}
          label={t('wallet.addBank.accountNumber')}
          hint={t('wallet.addBank.accountNumberHint')}
          error={errors.account_number?.message}
        >
          {(control) => (
            <input
              {...control}
              {...form.register('account_number')}
              inputMode="numeric"
              autoComplete="off"
              required
              {...digitsOnly}
            />
          )}
        </Field>
        <div className="wallet-form-actions">
          <SubmitButton
            className="button button-primary"
            label={t('wallet.addBank.save')}
            busyLabel={t('wallet.addBank.saving')}
          />
          <Link to={PATHS.bankDetails} className="button button-ghost">
            {t('wallet.cancel')}
          </Link>
        </div>
      </ContractForm>
    </section>
  );
}
