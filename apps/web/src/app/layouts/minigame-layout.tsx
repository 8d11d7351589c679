import { formatNumber } from '@wl/contract/lite';
import '@/styles/layouts.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { useTokenWallet } from '@/shared/session/get-token-wallet';
import { MaintenanceStrip } from './header-strips';
import { SiteLogo } from './site-logo';
import type { LayoutProps } from './types';

/** The mini game screen: a slim bar (logo, back home, token balance) over a full-screen game frame; no site footer. */
export default function MinigameLayout({ children, maintenance }: LayoutProps) {
  const { t } = useTranslation('ui');
  const tokens = useTokenWallet().data?.token_balance ?? 0;
  return (
    <div className="minigame-shell">
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <header className="minigame-bar">
        {maintenance ? <MaintenanceStrip /> : null}
        <div className="minigame-bar-inner">
          <SiteLogo />
          {maintenance ? null : (
            <>
              <Link to={PATHS.home} className="button button-ghost minigame-back">
                <span aria-hidden="true">← </span>
                {t('nav.backHome')}
              </Link>
              <p className="minigame-tokens">
                <span className="minigame-tokens-label">{t('minigame.tokens')} </span>
                <strong>{formatNumber(tokens)}</strong>
              </p>
            </>
          )}
        </div>
      </header>
      <main id="main-content" className="minigame-frame" tabIndex={-1}>
        {maintenance ? null : children}
      </main>
    </div>
  );
}
