import { RequestFormEnd } from '../components/request-form-end';
import '../wallet.css';
import { type CashierRequest, DEPOSIT_METHODS } from '@wl/contract';
import { type ReactNode, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@/config/routes';
import { ContractForm, checkResolver, showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { Field } from '@/shared/forms/field';
import { formatBalance } from '@/shared/lib/money';
import { useSubmissionKey } from '@/shared/lib/submission-key';
import { QueryState } from '@/shared/ui/query-state';
import { toast } from '@/shared/ui/toast';
import { useBankAccounts } from '../api/get-bank-accounts';
import { useWalletLimits, type WalletLimits } from '../api/get-wallet-limits';
import { type DepositField, type DepositInput, useRequestDeposit } from '../api/request-deposit';
import { BankAccountSelect } from '../components/bank-account-select';
import { NoBankAccount } from '../components/no-bank-account';
import { PendingRequestsOf } from '../components/pending-requests';
import { ReceivingAccountsPanel } from '../components/receiving-accounts-panel';
import { RequestEntry } from '../components/request-entry';
import { checkDeposit, type DepositFormValues } from '../lib/cashier-forms';
import { quickAmounts } from '../lib/quick-amounts';

const EMPTY_FORM: DepositFormValues = {
  amount: '',
  method: 'bank_transfer',
  bank_account_id: '',
  payment_reference: '',
  receipt_reference: '',
};

interface DepositFormProps {
  limits: WalletLimits;
  onRequested(request: CashierRequest): void;
  /** the server found the deposit limits tighter than the figures shown: fetch them again */
  onLimitsChanged(): void;
}

function DepositForm({ limits, onRequested, onLimitsChanged }: DepositFormProps) {
  const { t } = useTranslation(['pages', 'ui']);
  const id = useId();
  const accounts = useBankAccounts();
  const deposit = useRequestDeposit();
  const submissionKey = useSubmissionKey();
  const [unsent, setUnsent] = useState(false);
  const { currency, min_amount: min, max_amount: max, deposit_allowance: allowance } = limits;
  const form = useContractForm(
    checkResolver((values: DepositFormValues) =>
      checkDeposit(values, { currency, min, max, allowance }, submissionKey.keyFor(values)),
    ),
    EMPTY_FORM,
  );
  const method = useWatch({ control: form.control, name: 'method' });
  const { errors } = form.formState;
  const money = (amount: number) => formatBalance(amount, currency);

  async function submit(input: DepositInput) {
    setUnsent(false);
    const outcome = await deposit.mutateAsync(input);
    if (outcome.status === 'ok') {
      submissionKey.settled();
      toast.success(t('wallet.deposit.requested'));
      onRequested(outcome.value.value);
      return 'leaving';
    }
    // The request may have reached the server: sending it again answers the same one.
    setUnsent(outcome.status === 'failed' && outcome.failure.message === 'serviceUnavailable');
    if (outcome.status === 'invalid') {
      if (outcome.errors.amount === 'depositLimitExceeded') onLimitsChanged();
      showFieldErrors(form.setError, outcome.errors);
    }
    return undefined;
  }

  const fieldId = (field: DepositField) => `${id}-${field}`;
  const amountHint = [
    t('wallet.amountRange', { min: money(min), max: money(max) }),
    allowance === null ? '' : t('wallet.deposit.allowance', { amount: money(allowance) }),
  ]
    .filter(Boolean)
    .join(' ');
  const accountList = accounts.data?.value ?? [];
  const quick = quickAmounts(min, allowance === null ? max : Math.min(max, allowance));

  return (
    <ContractForm form={form} onSubmit={submit} className="card wallet-form">
      <Field id={fieldId('amount')} label={t('wallet.amount', { currency })} hint={amountHint} error={errors.amount?.message}>
        {(control) => <input {...control} {...form.register('amount')} inputMode="decimal" autoComplete="off" required />}
      </Field>
      {quick.length > 0 ? (
        <fieldset className="wallet-quick-amounts">
          <legend className="visually-hidden">{t('wallet.deposit.quick.label')}</legend>
          {quick.map((amount) => (
            <button
              key={amount}
              type="button"
              className="button"
              aria-label={t('wallet.deposit.quick.amount', { amount: money(amount) })}
              onClick={() => form.setValue('amount', String(amount), { shouldValidate: true, shouldDirty: true })}
            >
              {money(amount)}
            </button>
          ))}
        </fieldset>
      ) : null}
      <fieldset className="wallet-choice">
        <legend>{t('wallet.deposit.method')}</legend>
        {DEPOSIT_METHODS.map((option) => (
          <label key={option} className="wallet-choice-option">
            <input type="radio" {...form.register('method')} value={option} />
            <span>
              <strong>{t(`wallet.method.${option}`)}</strong>
              <span className="field-hint">{t(`wallet.methodHint.${option}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <ReceivingAccountsPanel method={method} currency={currency} />
      {method === 'bank_transfer' ? (
        accounts.isSuccess ? (
          accountList.length > 0 ? (
            <BankAccountSelect
              id={fieldId('bank_account_id')}
              label={t('wallet.deposit.fromAccount')}
              accounts={accountList}
              registration={form.register('bank_account_id')}
              error={errors.bank_account_id?.message}
            />
          ) : (
            <NoBankAccount message={t('wallet.deposit.noAccount')} returnTo={PATHS.deposit} />
          )
        ) : (
          <QueryState query={accounts} errorMessage={t('wallet.loadError')} loadingLook="line" errorLook="section" />
        )
      ) : (
        <Field
          id={fieldId('payment_reference')}
          label={t('wallet.deposit.paymentReference')}
          hint={t('wallet.deposit.paymentReferenceHint')}
          error={errors.payment_reference?.message}
        >
          {(control) => (
            <input {...control} {...form.register('payment_reference')} autoComplete="off" maxLength={100} required />
          )}
        </Field>
      )}
      <Field
        id={fieldId('receipt_reference')}
        label={t('wallet.deposit.receiptReference')}
        hint={t('wallet.deposit.receiptReferenceHint')}
        error={errors.receipt_reference?.message}
      >
        {(control) => <input {...control} {...form.register('receipt_reference')} autoComplete="off" maxLength={100} />}
      </Field>
      <RequestFormEnd unsent={unsent} submitLabel={t('wallet.deposit.submit')} />
    </ContractForm>
  );
}

/**
 * /deposit: the amount within the site's range and the player's deposit limits (typed, or one of the
 * quick amounts), the bonus to take with it and its terms (bonusPanel, from the app), the method with the
 * accounts it is paid into and the reference to quote, and an optional receipt reference. The
 * request waits for the operator, who credits the balance once the payment arrives; the page then
 * shows it among the pending requests.
 */
export default function DepositPage({ bonusPanel }: { bonusPanel?: ReactNode }) {
  const { t } = useTranslation('pages');
  const limits = useWalletLimits();
  const [requested, setRequested] = useState<CashierRequest | null>(null);

  return (
    <section className="page wallet-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('deposit.title')}</h1>
      <p className="wallet-intro">{t('wallet.deposit.intro')}</p>
      <div className="wallet-grid">
        {requested ? (
          <section className="card wallet-section" aria-labelledby="wallet-requested-title">
            <h2 id="wallet-requested-title" className="wallet-section-title">
              {t('wallet.deposit.requestedTitle')}
            </h2>
            <p>{t('wallet.deposit.requestedText')}</p>
            <ul className="wallet-list">
              <RequestEntry request={requested} />
            </ul>
            <p className="wallet-actions">
              <button type="button" className="button" onClick={() => setRequested(null)}>
                {t('wallet.deposit.another')}
              </button>
            </p>
          </section>
        ) : limits.isSuccess ? (
          <DepositForm limits={limits.data} onRequested={setRequested} onLimitsChanged={() => void limits.refetch()} />
        ) : (
          <QueryState query={limits} errorMessage={t('wallet.loadError')} loadingLook="line" errorLook="section" />
        )}
        {bonusPanel}
        <PendingRequestsOf kind="deposit" title={t('wallet.deposit.pending')} />
      </div>
    </section>
  );
}
