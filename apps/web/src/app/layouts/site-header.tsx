import { useTranslation } from 'react-i18next';
import { AccountArea } from './account-area';
import { AnnouncementTicker, MaintenanceStrip, PromoStrip } from './header-strips';
import { LanguageSlot } from './language-slot';
import { GameMenuStrip, MegaMenuNav, SplitNav, TabBarNav, TopBarNav } from './navigation';
import { DRAWER_ID } from './navigation-drawer';
import { SiteLogo } from './site-logo';
import { gameMenuPlacement, type LayoutConfig } from './template-configs';

interface SiteHeaderProps {
  config: LayoutConfig;
  maintenance: boolean;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

/**
 * The header of a template: strips, the bar (menu button, logo, in-bar navigation, language and
 * account) and the rows under it, as the template's config places them. In maintenance it keeps
 * only the logo, the language and the maintenance notice.
 */
export function SiteHeader({ config, maintenance, drawerOpen, onOpenDrawer }: SiteHeaderProps) {
  const { t } = useTranslation('ui');
  const { navigation, header, mobile } = config;
  const withMenus = !maintenance;
  const logo = <SiteLogo className={header === 'banner' ? 'site-logo-large' : ''} />;
  const hasMenuButton = withMenus && (navigation === 'drawer' || mobile === 'drawer');

  return (
    <header className="site-header">
      {maintenance ? <MaintenanceStrip /> : null}
      {withMenus && header === 'promo' ? <PromoStrip /> : null}
      {withMenus && header === 'split' ? (
        <div className="header-strip utility-strip">
          <LanguageSlot />
          <AccountArea />
        </div>
      ) : null}
      <div className="header-bar">
        {hasMenuButton ? (
          <button
            type="button"
            className={navigation === 'drawer' ? 'icon-button menu-button menu-button-always' : 'icon-button menu-button'}
            aria-label={t('nav.menu')}
            aria-expanded={drawerOpen}
            aria-controls={DRAWER_ID}
            onClick={onOpenDrawer}
          >
            <span aria-hidden="true" className="menu-button-icon" />
            <span className="menu-button-label" aria-hidden="true">
              {t('nav.menu')}
            </span>
          </button>
        ) : null}
        {withMenus && navigation === 'split' ? (
          <SplitNav logo={logo} />
        ) : (
          <div className="header-brand">
            {logo}
            {header === 'banner' ? <p className="header-tagline">{t('header.tagline')}</p> : null}
          </div>
        )}
        {withMenus && navigation === 'mega-menu' ? <MegaMenuNav /> : null}
        {withMenus && navigation === 'tab-bar' ? <TabBarNav /> : null}
        {header === 'split' && withMenus ? null : (
          <div className="header-tools">
            <LanguageSlot />
            {withMenus ? <AccountArea /> : null}
          </div>
        )}
      </div>
      {withMenus && navigation === 'top-bar' ? <TopBarNav /> : null}
      {withMenus && header === 'ticker' ? <AnnouncementTicker /> : null}
      {withMenus && gameMenuPlacement(navigation) === 'strip' ? <GameMenuStrip /> : null}
    </header>
  );
}
