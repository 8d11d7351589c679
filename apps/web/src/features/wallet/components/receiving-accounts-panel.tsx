import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { formatBalance } from '@/shared/lib/money';
import { CopyButton } from '@/shared/ui/copy-button';
import { QueryState } from '@/shared/ui/query-state';
import { type PlayerReceivingAccount, useReceivingAccounts } from '../api/get-receiving-accounts';
import type { DepositMethod } from '../lib/cashier-forms';

/** A number as a banking app takes it when pasted: grouping spaces dropped ("0917 555 0142" → "09175550142"). */
function pastable(accountNumber: string): string {
  return accountNumber.replace(/\s+/g, '');
}

function LimitsText({ account, currency }: { account: PlayerReceivingAccount; currency: string }) {
  const { t } = useTranslation('pages');
  const money = (amount: number) => formatBalance(amount, currency);
  const { min_amount: min, max_amount: max } = account;
  if (min !== null && max !== null) return t('wallet.receiving.range', { min: money(min), max: money(max) });
  if (min !== null) return t('wallet.receiving.atLeast', { min: money(min) });
  if (max !== null) return t('wallet.receiving.upTo', { max: money(max) });
  return null;
}

function AccountCard({ account, currency }: { account: PlayerReceivingAccount; currency: string }) {
  const { t } = useTranslation('pages');
  const hasLimits = account.min_amount !== null || account.max_amount !== null;
  return (
    <li className="receiving-card">
      <div className="receiving-details">
        <p className="receiving-bank">{account.bank_name}</p>
        <dl className="receiving-fields">
          <div>
            <dt>{t('wallet.receiving.accountName')}</dt>
            <dd>{account.account_name}</dd>
          </div>
          <div>
            <dt>{t('wallet.receiving.accountNumber')}</dt>
            <dd className="receiving-copyable">
              <span className="receiving-number">{account.account_number}</span>
              <CopyButton
                text={pastable(account.account_number)}
                label={t('wallet.receiving.copyNumber', { bank: account.bank_name })}
              />
            </dd>
          </div>
          {hasLimits ? (
            <div>
              <dt>{t('wallet.receiving.limits')}</dt>
              <dd>
                <LimitsText account={account} currency={currency} />
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      {account.qr_image_url ? (
        <img
          className="receiving-qr"
          src={account.qr_image_url}
          alt={t('wallet.receiving.qr', { bank: account.bank_name })}
          width={132}
          height={132}
          loading="lazy"
        />
      ) : null}
    </li>
  );
}

/**
 * Where to pay a deposit by the chosen method: the site's accounts in the operator's order, each with
 * its number to copy, limits and QR code, and the reference the player quotes so the cashier can
 * match the payment. A method without an account says whom to ask instead of leaving the player stuck.
 */
export function ReceivingAccountsPanel({ method, currency }: { method: DepositMethod; currency: string }) {
  const { t } = useTranslation('pages');
  const titleId = useId();
  const accounts = useReceivingAccounts(method);

  return (
    <section className="receiving-accounts" aria-labelledby={titleId}>
      <h2 id={titleId} className="receiving-title">
        {t('wallet.receiving.title')}
      </h2>
      {accounts.isSuccess ? (
        accounts.data.value.length > 0 ? (
          <>
            <p className="field-hint">{t(`wallet.receiving.intro.${method}`)}</p>
            <ul className="receiving-list">
              {accounts.data.value.map((account) => (
                <AccountCard key={account.receiving_account_id} account={account} currency={currency} />
              ))}
            </ul>
            <div className="receiving-reference">
              <p className="receiving-reference-label">{t('wallet.receiving.reference')}</p>
              <p className="receiving-copyable">
                <strong className="receiving-number">{accounts.data.reference}</strong>
                <CopyButton text={accounts.data.reference} label={t('wallet.receiving.copyReference')} />
              </p>
              <p className="field-hint">{t('wallet.receiving.referenceHint')}</p>
            </div>
          </>
        ) : (
          <p className="receiving-none">
            {t(`wallet.receiving.none.${method}`)} <Link to={PATHS.contactUs}>{t('wallet.receiving.contact')}</Link>
          </p>
        )
      ) : (
        <QueryState query={accounts} errorMessage={t('wallet.loadError')} loadingLook="line" errorLook="section" />
      )}
    </section>
  );
}
