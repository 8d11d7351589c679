import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '@/config/routes';
import { useInbox } from '@/features/account/api/get-inbox';
import { formatBalance } from '@/shared/lib/money';
import { useBalance, useRefreshBalance } from '@/shared/session/get-balance';
import { useVip } from '@/shared/session/get-vip';
import { logOut } from '@/shared/session/log-out';
import { useSiteStore } from '@/shared/session/site-store';
import { useUserStore } from '@/shared/session/user-store';
import { useModalStore } from '@/shared/stores/modal-store';
import { loginModalFor } from '../middleware';

export function LoginControl({ className, children }: { className: string; children?: ReactNode }) {
  const { t } = useTranslation('ui');
  const modal = loginModalFor(useSiteStore((state) => state.template));
  const label = children ?? t('login');
  if (modal) {
    return (
      <button type="button" className={className} onClick={() => useModalStore.getState().open(modal)}>
        {label}
      </button>
    );
  }
  return (
    <Link to={PATHS.login} className={className}>
      {label}
    </Link>
  );
}

/** Log in / Register for visitors; account id, balance (always a figure: ₱0.00), Deposit and Log out for players. */
export function AccountArea({ className = '' }: { className?: string }) {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const isAuthenticated = useUserStore((state) => state.isAuthenticated);
  const accountId = useUserStore((state) => state.user?.account_id ?? '');
  // Until the balance is in, a dash: ₱0.00 would be a figure the player does not have.
  const balance = useBalance().data?.balance;
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const vipName = useVip().data?.nextLevel[0]?.vip_name ?? '';
  const refresh = useRefreshBalance();
  const unread = useInbox().data?.unread ?? 0;

  if (!isAuthenticated) {
    return (
      <div className={`account-area account-visitor ${className}`}>
        <LoginControl className="button button-ghost account-login" />
        <Link to={PATHS.register} className="button button-primary account-register">
          {t('register')}
        </Link>
      </div>
    );
  }

  const figure = balance === undefined ? '–' : formatBalance(balance, currency);
  // Its length sizes the figure on a phone (layouts.css): "Rp8,857,500.00" takes a smaller type than "₱29.00".
  const figureLength = { '--figure-chars': figure.length } as CSSProperties;

  const logOutAndGoHome = () => {
    void logOut();
    void navigate(PATHS.home);
  };

  return (
    <div className={`account-area account-player ${className}`}>
      <p className="account-summary">
        <span className="account-id">
          <span className="visually-hidden">{t('accountId')} </span>
          {accountId}
        </span>
        {vipName && (
          <Link to={PATHS.vip} className="account-vip" aria-label={t('account.vipBadge', { level: vipName })}>
            {vipName}
          </Link>
        )}
        <span className="account-balance">
          <span className="account-balance-label">{t('balance')} </span>
          <strong aria-live="polite" style={figureLength}>
            {figure}
          </strong>
          <button
            type="button"
            className="button button-ghost account-refresh"
            onClick={() => refresh.mutate()}
            disabled={refresh.isPending}
            aria-label={t('account.refreshBalance')}
          >
            ↻
          </button>
        </span>
      </p>
      <div className="account-shortcuts">
        <Link to={PATHS.favourites} className="account-shortcut account-favourites" aria-label={t('account.favourites')}>
          <span className="account-shortcut-icon" aria-hidden="true">
            ♥
          </span>
        </Link>
        <Link to={PATHS.inbox} className="account-shortcut account-inbox" aria-label={t('account.inbox', { count: unread })}>
          <span className="account-shortcut-icon" aria-hidden="true">
            ✉
          </span>
          {unread > 0 && (
            <span className="account-inbox-count" aria-hidden="true">
              {unread}
            </span>
          )}
        </Link>
      </div>
      {/* On a phone the header shows the short label ("Deposito" for "Mag-deposito"); the link's name
          stays the full one, which contains it (layouts.css) */}
      <Link to={PATHS.deposit} className="button button-primary account-deposit">
        <span className="account-deposit-label">{t('deposit')}</span>
        <span className="account-deposit-short" aria-hidden="true">
          {t('depositShort')}
        </span>
      </Link>
      <button type="button" className="button button-ghost account-logout" onClick={logOutAndGoHome}>
        {t('logout')}
      </button>
    </div>
  );
}
