import '../account.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { formatDateTime } from '@/shared/lib/dates';
import { formatBalance, formatTokens } from '@/shared/lib/money';
import { useBalance, useRefreshBalance } from '@/shared/session/get-balance';
import { useSiteStore } from '@/shared/session/site-store';
import { useUserStore } from '@/shared/session/user-store';
import { QueryState } from '@/shared/ui/query-state';
import { toast } from '@/shared/ui/toast';
import { useAccountSummary } from '../api/get-account-summary';
import { useInbox } from '../api/get-inbox';
import { AccountCard } from '../components/account-card';

/** The hub's shortcuts, by route name; each title is the page's own (pages:<key>.title). */
const QUICK_LINKS = [
  { key: 'deposit', icon: '+' },
  { key: 'withdrawal', icon: '−' },
  { key: 'betHistory', icon: '≡' },
  { key: 'inbox', icon: '✉' },
  { key: 'vip', icon: '★' },
  { key: 'profile', icon: '◉' },
  { key: 'security', icon: '◆' },
  { key: 'changePassword', icon: '✱' },
] as const;

function BalanceCard() {
  const { t } = useTranslation('pages');
  const { balance = 0, token: tokens = 0 } = useBalance().data ?? {};
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const refresh = useRefreshBalance();
  const onRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: () => toast.success(t('account.balanceRefreshed')),
      onError: () => toast.error(t('account.balanceRefreshFailed')),
    });
  return (
    <AccountCard title={t('account.wallet')} className="account-balance-card">
      <dl className="account-balance-figures">
        <div>
          <dt>{t('account.balance')}</dt>
          <dd className="account-balance-amount" aria-live="polite">
            {formatBalance(balance, currency)}
          </dd>
        </div>
        <div>
          <dt>{t('account.tokens')}</dt>
          <dd>{formatTokens(tokens, { showZero: true })}</dd>
        </div>
      </dl>
      <button type="button" className="button" onClick={onRefresh} disabled={refresh.isPending} aria-busy={refresh.isPending}>
        {refresh.isPending ? t('account.refreshingBalance') : t('account.refreshBalance')}
      </button>
    </AccountCard>
  );
}

/** Net deposits (deposits − withdrawals, a pending withdrawal counted until it returns) and the previous login. */
function SummaryCard() {
  const { t } = useTranslation('pages');
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const summary = useAccountSummary();
  const money = (amount: number) => formatBalance(amount, currency);
  return (
    <AccountCard title={t('wallet.summary.title')}>
      {summary.isSuccess ? (
        <dl className="account-balance-figures">
          <div>
            <dt>{t('wallet.summary.netDeposits')}</dt>
            <dd className="account-balance-amount">{money(summary.data.net_deposits)}</dd>
          </div>
          <div>
            <dt>{t('wallet.summary.deposits')}</dt>
            <dd>{money(summary.data.total_deposits)}</dd>
          </div>
          <div>
            <dt>{t('wallet.summary.withdrawals')}</dt>
            <dd>{money(summary.data.total_withdrawals)}</dd>
          </div>
          {summary.data.pending_withdrawals > 0 ? (
            <div>
              <dt>{t('wallet.summary.pendingWithdrawals')}</dt>
              <dd>{money(summary.data.pending_withdrawals)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('wallet.summary.previousLogin')}</dt>
            <dd className="account-balance-text">
              {summary.data.previous_login_at ? (
                <time dateTime={summary.data.previous_login_at}>{formatDateTime(summary.data.previous_login_at)}</time>
              ) : (
                t('wallet.summary.firstLogin')
              )}
            </dd>
          </div>
        </dl>
      ) : (
        <QueryState query={summary} errorMessage={t('account.loadError')} loadingLook="box" errorLook="box" />
      )}
      <p className="account-form-actions">
        <Link to={PATHS.transactionHistory} className="button">
          {t('transactionHistory.title')}
        </Link>
        <Link to={PATHS.statement} className="button button-ghost">
          {t('statement.title')}
        </Link>
      </p>
    </AccountCard>
  );
}

/** /account: the player's hub, the wallet figures and shortcuts to the account's pages. */
export default function AccountPage() {
  const { t } = useTranslation('pages');
  const accountId = useUserStore((state) => state.user?.account_id ?? '');
  const fullName = useUserStore((state) => state.fullname);
  const unread = useInbox().data?.unread ?? 0;
  return (
    <section className="page account-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('account.title')}</h1>
      <p className="account-greeting">{t('account.greeting', { name: fullName || accountId })}</p>
      <div className="account-grid">
        <BalanceCard />
        <SummaryCard />
        <nav className="card account-card" aria-labelledby="account-quick-links">
          <h2 id="account-quick-links" className="account-card-title">
            {t('account.quickLinks')}
          </h2>
          <ul className="account-quick-links">
            {QUICK_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={PATHS[link.key]} className="account-quick-link">
                  <span className="account-quick-icon" aria-hidden="true">
                    {link.icon}
                  </span>
                  <span>{t(`${link.key}.title`)}</span>
                  {link.key === 'inbox' && unread > 0 ? (
                    <span className="account-badge">{t('inbox.unreadCount', { unread })}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
