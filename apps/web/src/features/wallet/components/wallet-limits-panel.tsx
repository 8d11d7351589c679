import '../wallet.css';
import { DEPOSIT_METHODS } from '@wl/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { formatBalance } from '@/shared/lib/money';
import { QueryState } from '@/shared/ui/query-state';
import { useWalletLimits } from '../api/get-wallet-limits';

/** The player's own cashier terms: the methods, the amounts per request and what they can withdraw now. */
export function WalletLimitsPanel() {
  const { t } = useTranslation('pages');
  const limits = useWalletLimits();
  const titleId = useId();
  return (
    <section className="card wallet-section wallet-limits" aria-labelledby={titleId}>
      <h2 id={titleId} className="wallet-section-title">
        {t('wallet.limits.title')}
      </h2>
      {limits.isSuccess ? (
        <>
          <div>
            <h3 className="wallet-subtitle">{t('wallet.limits.methods')}</h3>
            <ul className="wallet-methods">
              {DEPOSIT_METHODS.map((method) => (
                <li key={method}>
                  <strong>{t(`wallet.method.${method}`)}</strong> — {t(`wallet.methodHint.${method}`)}
                </li>
              ))}
            </ul>
          </div>
          <dl className="wallet-figures">
            {(
              [
                ['minimum', formatBalance(limits.data.min_amount, limits.data.currency)],
                ['maximum', formatBalance(limits.data.max_amount, limits.data.currency)],
                ['bankAccounts', String(limits.data.max_bank_accounts)],
                ['withdrawable', formatBalance(limits.data.withdrawable, limits.data.currency)],
                ['pendingWithdrawals', formatBalance(limits.data.pending_withdrawals, limits.data.currency)],
                [
                  'depositAllowance',
                  limits.data.deposit_allowance === null
                    ? t('wallet.limits.noDepositLimit')
                    : formatBalance(limits.data.deposit_allowance, limits.data.currency),
                ],
              ] as const
            ).map(([key, value]) => (
              <div key={key}>
                <dt>{t(`wallet.limits.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="wallet-actions">
            <Link to={PATHS.deposit} className="button button-primary">
              {t('deposit.title')}
            </Link>
            <Link to={PATHS.withdrawal} className="button">
              {t('withdrawal.title')}
            </Link>
            <Link to={PATHS.bankDetails} className="button button-ghost">
              {t('bankDetails.title')}
            </Link>
          </p>
        </>
      ) : (
        <QueryState query={limits} errorMessage={t('wallet.loadError')} loadingLook="line" errorLook="section" />
      )}
    </section>
  );
}
