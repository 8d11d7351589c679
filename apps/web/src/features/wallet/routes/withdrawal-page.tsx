import { RequestFormEnd } from '../components/request-form-end';
import '../wallet.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@/config/routes';
import { ContractForm, checkResolver, showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { Field } from '@/shared/forms/field';
import { formatDateTime } from '@/shared/lib/dates';
import { formatBalance } from '@/shared/lib/money';
import { useSubmissionKey } from '@/shared/lib/submission-key';
import { showDialog } from '@/shared/ui/dialog';
import { QueryState } from '@/shared/ui/query-state';
import { toast } from '@/shared/ui/toast';
import { type BankAccount, useBankAccounts } from '../api/get-bank-accounts';
import { useWalletLimits, type WalletLimits } from '../api/get-wallet-limits';
import { useRequestWithdrawal, type WithdrawalInput } from '../api/request-withdrawal';
import { BankAccountSelect } from '../components/bank-account-select';
import { NoBankAccount } from '../components/no-bank-account';
import { PendingRequestsOf } from '../components/pending-requests';
import { checkWithdrawal, type WithdrawalFormValues } from '../lib/cashier-forms';

/**
 * Why the withdrawable figure is less than the balance (decision 0166): the open bonus that holds
 * part of it, how much, and the wagering left; or that the whole balance can go.
 */
function BonusLockNote({ limits }: { limits: WalletLimits }) {
  const { t } = useTranslation('pages');
  const lock = limits.bonus_lock;
  const money = (amount: number) => formatBalance(amount, limits.currency);
  if (!lock) return <p className="field-hint">{t('wallet.withdrawal.lock.none')}</p>;
  const left = Math.max(0, lock.wagering_required - lock.wagering_done);
  return (
    <section className="wallet-lock" aria-label={t('wallet.withdrawal.lock.title')}>
      <dl>
        <dt>{t('wallet.withdrawal.lock.balance')}</dt>
        <dd>{money(limits.balance)}</dd>
        <dt>{t('wallet.withdrawal.lock.held', { title: lock.title })}</dt>
        <dd>−{money(lock.locked)}</dd>
      </dl>
      <p>{t('wallet.withdrawal.lock.heldText', { amount: money(lock.locked), left: money(left) })}</p>
      {lock.expires_at ? (
        <p className="field-hint">{t('wallet.withdrawal.lock.until', { date: formatDateTime(lock.expires_at) })}</p>
      ) : null}
    </section>
  );
}

function WithdrawalForm({ limits, accounts }: { limits: WalletLimits; accounts: readonly BankAccount[] }) {
  const { t } = useTranslation(['pages', 'ui', 'errors']);
  const id = useId();
  const withdrawal = useRequestWithdrawal();
  const submissionKey = useSubmissionKey();
  const [unsent, setUnsent] = useState(false);
  const [bonusOpen, setBonusOpen] = useState(false);
  const { currency, min_amount: min, max_amount: max, withdrawable } = limits;
  const form = useContractForm(
    checkResolver((values: WithdrawalFormValues) =>
      checkWithdrawal(values, { currency, min, max, available: withdrawable }, submissionKey.keyFor(values)),
    ),
    {
      amount: '',
      // With one account there is nothing to choose.
      bank_account_id: accounts.length === 1 ? String(accounts[0]!.bank_account_id) : '',
    },
  );
  const { errors } = form.formState;
  const money = (amount: number) => formatBalance(amount, currency);

  /** Sends the form; with forfeitBonus the player has confirmed giving up a bonus whose wagering is open. */
  async function send(input: WithdrawalInput, forfeitBonus: boolean) {
    setUnsent(false);
    setBonusOpen(false);
    const outcome = await withdrawal.mutateAsync(forfeitBonus ? { ...input, forfeit_bonus: true } : input);
    // The request may have reached the server: sending it again answers the same one.
    setUnsent(outcome.status === 'failed' && outcome.failure.message === 'serviceUnavailable');
    // The only refusal the form explains itself: a bonus's wagering is still open.
    setBonusOpen(outcome.status === 'refused');
    if (outcome.status === 'ok') {
      submissionKey.settled();
      form.resetField('amount');
      toast.success(t('wallet.withdrawal.requested', { amount: money(outcome.value.value.amount) }));
    } else if (outcome.status === 'invalid') {
      showFieldErrors(form.setError, outcome.errors);
    }
    return undefined;
  }

  async function confirmForfeitAndWithdraw() {
    const answer = await showDialog({
      icon: 'warning',
      title: t('wallet.withdrawal.forfeitTitle'),
      text: t('wallet.withdrawal.forfeitText', { amount: money(Number(form.getValues('amount'))) }),
      showCancelButton: true,
      confirmButtonText: t('wallet.withdrawal.forfeitAndWithdraw'),
      cancelButtonText: t('wallet.withdrawal.keepBonus'),
      focusCancel: true,
    });
    if (answer.isConfirmed) await form.handleSubmit((input) => send(input, true))();
  }

  return (
    <ContractForm form={form} onSubmit={(input) => send(input, false)} className="card wallet-form">
      <p className="wallet-withdrawable">
        {t('wallet.withdrawal.withdrawable')} <strong>{money(withdrawable)}</strong>
      </p>
      <BonusLockNote limits={limits} />
      <Field
        id={`${id}-amount`}
        label={t('wallet.amount', { currency })}
        hint={t('wallet.amountRange', { min: money(min), max: money(Math.min(max, withdrawable)) })}
        error={errors.amount?.message}
      >
        {(control) => <input {...control} {...form.register('amount')} inputMode="decimal" autoComplete="off" required />}
      </Field>
      <BankAccountSelect
        id={`${id}-bank_account_id`}
        label={t('wallet.withdrawal.toAccount')}
        accounts={accounts}
        registration={form.register('bank_account_id')}
        error={errors.bank_account_id?.message}
      />
      <RequestFormEnd unsent={unsent} submitLabel={t('wallet.withdrawal.submit')}>
        {bonusOpen ? (
          <div className="wallet-alert" role="alert">
            <p>{t('errors:bonusWageringOpen')}</p>
            <button type="button" className="button" onClick={confirmForfeitAndWithdraw}>
              {t('wallet.withdrawal.forfeitAndWithdraw')}
            </button>
          </div>
        ) : null}
      </RequestFormEnd>
    </ContractForm>
  );
}

/**
 * /withdrawal: an amount up to the withdrawable balance, to one of the player's bank accounts. The
 * amount leaves the balance at once (held until the operator pays it or returns it); pending
 * withdrawals are listed with a cancel button that returns the money. While a bonus's wagering is
 * open the server refuses it; the player may then forfeit the bonus and withdraw, after confirming.
 */
export default function WithdrawalPage() {
  const { t } = useTranslation('pages');
  const limits = useWalletLimits();
  const accounts = useBankAccounts();
  const loaded = limits.isSuccess && accounts.isSuccess;

  return (
    <section className="page wallet-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('withdrawal.title')}</h1>
      <p className="wallet-intro">{t('wallet.withdrawal.intro')}</p>
      <div className="wallet-grid">
        {loaded ? (
          accounts.data.value.length > 0 ? (
            <WithdrawalForm limits={limits.data} accounts={accounts.data.value} />
          ) : (
            <NoBankAccount message={t('wallet.withdrawal.noAccount')} returnTo={PATHS.withdrawal} />
          )
        ) : (
          <QueryState
            query={{
              isError: limits.isError || accounts.isError,
              refetch: () => Promise.all([limits.refetch(), accounts.refetch()]),
            }}
            errorMessage={t('wallet.loadError')}
            loadingLook="line"
            errorLook="section"
          />
        )}
        <PendingRequestsOf kind="withdrawal" title={t('wallet.withdrawal.pending')} />
      </div>
    </section>
  );
}
