import '../wallet.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { failureOf } from '@/shared/api/client';
import { errorText } from '@/shared/lib/error-text';
import { DateTime } from '@/shared/ui/date-time';
import { showDialog } from '@/shared/ui/dialog';
import { QueryState } from '@/shared/ui/query-state';
import { SectionState } from '@/shared/ui/section-state';
import { toast } from '@/shared/ui/toast';
import { type BankAccount, useBankAccounts } from '../api/get-bank-accounts';
import { useRemoveBankAccount } from '../api/remove-bank-account';

function BankAccountEntry({ account, onRefused }: { account: BankAccount; onRefused: (message: string) => void }) {
  const { t } = useTranslation(['pages', 'errors']);
  const remove = useRemoveBankAccount();
  const name = `${account.bank_name} ${account.account_number}`;

  async function confirmAndRemove() {
    const answer = await showDialog({
      icon: 'warning',
      title: t('wallet.bankAccounts.removeTitle'),
      text: t('wallet.bankAccounts.removeText', { account: name }),
      showCancelButton: true,
      confirmButtonText: t('wallet.bankAccounts.remove'),
      cancelButtonText: t('wallet.bankAccounts.keep'),
      focusCancel: true,
    });
    if (!answer.isConfirmed) return;
    onRefused('');
    remove.mutate(account.bank_account_id, {
      onSuccess: () => toast.success(t('wallet.bankAccounts.removed', { account: name })),
      onError: (error) => onRefused(errorText(failureOf(error)?.message, t)),
    });
  }

  return (
    <li className="wallet-entry">
      <div className="wallet-entry-main">
        <p className="wallet-entry-title">{account.bank_name}</p>
        <p className="wallet-entry-detail">{account.holder_name}</p>
        <p className="wallet-entry-detail wallet-account-number">{account.account_number}</p>
        <p className="wallet-entry-date">
          {t('wallet.bankAccounts.added')} <DateTime value={account.created_at} />
        </p>
      </div>
      <div className="wallet-entry-side">
        <button
          type="button"
          className="button button-ghost"
          onClick={confirmAndRemove}
          disabled={remove.isPending}
          aria-label={t('wallet.bankAccounts.removeAccount', { account: name })}
        >
          {t('wallet.bankAccounts.remove')}
        </button>
      </div>
    </li>
  );
}

/** /bank-details: the player's bank accounts (numbers masked), removing one, and the way to add one up to the site's limit. */
export default function BankDetailsPage() {
  const { t } = useTranslation('pages');
  const accounts = useBankAccounts();
  const [refusal, setRefusal] = useState('');
  const count = accounts.data?.value.length ?? 0;
  const max = accounts.data?.max_accounts ?? 0;
  const full = accounts.isSuccess && count >= max;

  return (
    <section className="page wallet-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('bankDetails.title')}</h1>
      <p className="wallet-intro">{t('wallet.bankAccounts.intro')}</p>
      {refusal ? (
        <p className="wallet-alert" role="alert">
          {refusal}
        </p>
      ) : null}
      {accounts.isSuccess ? (
        <>
          <div className="wallet-toolbar">
            <p className="wallet-count">{t('wallet.bankAccounts.count', { count, max })}</p>
            {full ? (
              <p className="wallet-note">{t('wallet.bankAccounts.full')}</p>
            ) : (
              <Link to={PATHS.addBank} className="button button-primary">
                {t('addBank.title')}
              </Link>
            )}
          </div>
          {count > 0 ? (
            <ul className="wallet-list" aria-label={t('wallet.bankAccounts.list')}>
              {accounts.data.value.map((account) => (
                <BankAccountEntry key={account.bank_account_id} account={account} onRefused={setRefusal} />
              ))}
            </ul>
          ) : (
            <SectionState kind="empty" message={t('wallet.bankAccounts.empty')} />
          )}
        </>
      ) : (
        <QueryState query={accounts} errorMessage={t('wallet.loadError')} loadingLook="line" errorLook="section" />
      )}
    </section>
  );
}
