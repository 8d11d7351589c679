import { RequestFormEnd } from '../components/request-form-end';
import '../wallet.css';
import { type CashierRequest, DEPOSIT_METHODS } from '@wl/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@/config/routes';
import { Field } from '@/shared/forms/field';
import type { FieldErrors } from '@/shared/forms/form-outcome';
import { formatMoney } from '@/shared/lib/money';
import { toast } from '@/shared/ui/toast';
import { useBankAccounts } from '../api/get-bank-accounts';
import { useWalletLimits, type WalletLimits } from '../api/get-wallet-limits';
import { type DepositField, useRequestDeposit } from '../api/request-deposit';
import { BankAccountSelect } from '../components/bank-account-select';
import { LoadState } from '../components/load-state';
import { NoBankAccount } from '../components/no-bank-account';
import { PendingRequestsOf } from '../components/pending-requests';
import { RequestEntry } from '../components/request-entry';
import { checkDeposit, type DepositFormValues } from '../lib/cashier-forms';
import { useSubmissionKey } from '../lib/submission-key';

const EMPTY_FORM: DepositFormValues = {
  amount: '',
  method: 'bank_transfer',
  bank_account_id: '',
  payment_reference: '',
  receipt_reference: '',
};

type Focusable = HTMLInputElement | HTMLSelectElement;

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
  const [values, setValues] = useState<DepositFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors<DepositField>>({});
  const [unsent, setUnsent] = useState(false);
  const [pending, setPending] = useState(false);
  const submitting = useRef(false);
  const inputs = useRef<Partial<Record<DepositField, Focusable | null>>>({});
  const { currency, min_amount: min, max_amount: max, deposit_allowance: allowance } = limits;
  const money = (amount: number) => formatMoney(amount, currency, { showZero: true });

  const set = (field: keyof DepositFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const ref = (field: DepositField) => (element: Focusable | null) => {
    inputs.current[field] = element;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second click before the first answer is the same submission: one request.
    if (submitting.current) return;
    const checked = checkDeposit(values, { currency, min, max, allowance }, submissionKey.keyFor(values));
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    submitting.current = true;
    setPending(true);
    setUnsent(false);
    setErrors({});
    const outcome = await deposit.mutateAsync(checked.input);
    submitting.current = false;
    if (outcome.status === 'ok') {
      submissionKey.settled();
      toast.success(t('wallet.deposit.requested'));
      onRequested(outcome.value.value);
      return;
    }
    flushSync(() => {
      setPending(false);
      // The request may have reached the server: sending it again answers the same one.
      setUnsent(outcome.status === 'failed' && outcome.failure.message === 'serviceUnavailable');
    });
    const fieldErrors = outcome.status === 'invalid' ? outcome.errors : {};
    if (fieldErrors.amount === 'depositLimitExceeded') onLimitsChanged();
    showErrors(fieldErrors);
  }

  function showErrors(fieldErrors: FieldErrors<DepositField>) {
    // The fieldset must be enabled again before one of its fields can take the focus.
    flushSync(() => setErrors(fieldErrors));
    const field = (['amount', 'bank_account_id', 'payment_reference', 'receipt_reference'] as const).find(
      (name) => fieldErrors[name],
    );
    if (field) inputs.current[field]?.focus();
  }

  const fieldId = (field: DepositField) => `${id}-${field}`;
  const amountHint = [
    t('wallet.amountRange', { min: money(min), max: money(max) }),
    allowance === null ? '' : t('wallet.deposit.allowance', { amount: money(allowance) }),
  ]
    .filter(Boolean)
    .join(' ');
  const accountList = accounts.data?.value ?? [];

  return (
    <form className="card wallet-form" noValidate onSubmit={submit} aria-busy={pending}>
      <fieldset disabled={pending}>
        <Field id={fieldId('amount')} label={t('wallet.amount', { currency })} hint={amountHint} error={errors.amount}>
          {(control) => (
            <input
              {...control}
              ref={ref('amount')}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              required
              value={values.amount}
              onChange={(event) => set('amount')(event.target.value)}
            />
          )}
        </Field>
        <fieldset className="wallet-choice">
          <legend>{t('wallet.deposit.method')}</legend>
          {DEPOSIT_METHODS.map((method) => (
            <label key={method} className="wallet-choice-option">
              <input
                type="radio"
                name="method"
                value={method}
                checked={values.method === method}
                onChange={() => set('method')(method)}
              />
              <span>
                <strong>{t(`wallet.method.${method}`)}</strong>
                <span className="field-hint">{t(`wallet.methodHint.${method}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {values.method === 'bank_transfer' ? (
          accounts.isSuccess ? (
            accountList.length > 0 ? (
              <BankAccountSelect
                id={fieldId('bank_account_id')}
                label={t('wallet.deposit.fromAccount')}
                accounts={accountList}
                value={values.bank_account_id}
                onChange={set('bank_account_id')}
                error={errors.bank_account_id}
                selectRef={ref('bank_account_id')}
              />
            ) : (
              <NoBankAccount message={t('wallet.deposit.noAccount')} returnTo={PATHS.deposit} />
            )
          ) : (
            <LoadState status={accounts.isError ? 'error' : 'pending'} onRetry={() => void accounts.refetch()} />
          )
        ) : (
          <Field
            id={fieldId('payment_reference')}
            label={t('wallet.deposit.paymentReference')}
            hint={t('wallet.deposit.paymentReferenceHint')}
            error={errors.payment_reference}
          >
            {(control) => (
              <input
                {...control}
                ref={ref('payment_reference')}
                name="payment_reference"
                autoComplete="off"
                maxLength={100}
                required
                value={values.payment_reference}
                onChange={(event) => set('payment_reference')(event.target.value)}
              />
            )}
          </Field>
        )}
        <Field
          id={fieldId('receipt_reference')}
          label={t('wallet.deposit.receiptReference')}
          hint={t('wallet.deposit.receiptReferenceHint')}
          error={errors.receipt_reference}
        >
          {(control) => (
            <input
              {...control}
              ref={ref('receipt_reference')}
              name="receipt_reference"
              autoComplete="off"
              maxLength={100}
              value={values.receipt_reference}
              onChange={(event) => set('receipt_reference')(event.target.value)}
            />
          )}
        </Field>
        <RequestFormEnd unsent={unsent} pending={pending} submitLabel={t('wallet.deposit.submit')} />
      </fieldset>
    </form>
  );
}

/**
 * /deposit: the amount within the site's range and the player's deposit limits, the method, and an
 * optional receipt reference. The request waits for the operator, who credits the balance once the
 * payment arrives; the page then shows it among the pending requests.
 */
export default function DepositPage() {
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
          <LoadState status={limits.isError ? 'error' : 'pending'} onRetry={() => void limits.refetch()} />
        )}
        <PendingRequestsOf kind="deposit" title={t('wallet.deposit.pending')} />
      </div>
    </section>
  );
}
