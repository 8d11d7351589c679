import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PATHS } from '@/config/routes';
import { useSiteStore } from '@/shared/session/site-store';
import { useUserStore } from '@/shared/session/user-store';
import { LoginControl } from './account-area';
import { DRAWER_ID } from './navigation-drawer';

interface BottomTabBarProps {
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

/** Mobile navigation of the bottom-tab templates: the main destinations a thumb away, the rest behind "More". */
export function BottomTabBar({ drawerOpen, onOpenDrawer }: BottomTabBarProps) {
  const { t } = useTranslation(['ui', 'pages']);
  const isAuthenticated = useUserStore((state) => state.isAuthenticated);
  const hasHotGames = useSiteStore((state) => state.hasHotGames);
  return (
    <nav className="bottom-tabs" aria-label={t('ui:nav.quick')}>
      <ul className="bottom-tabs-list">
        <li>
          <NavLink to={PATHS.home} end className="bottom-tab">
            <span className="menu-icon" data-icon="home" aria-hidden="true" />
            <span>{t('pages:home.title')}</span>
          </NavLink>
        </li>
        {hasHotGames ? (
          <li>
            <NavLink to={PATHS.hot} className="bottom-tab">
              <span className="menu-icon" data-icon="hot" aria-hidden="true" />
              <span>{t('ui:nav.hot')}</span>
            </NavLink>
          </li>
        ) : null}
        <li>
          <NavLink to={PATHS.promotions} className="bottom-tab">
            <span className="menu-icon" data-icon="promotions" aria-hidden="true" />
            {/* the tab's short name: "Promotions" ran into the next tab's label at 390 px */}
            <span>{t('ui:nav.promotions')}</span>
          </NavLink>
        </li>
        {isAuthenticated ? (
          <li>
            <NavLink to={PATHS.deposit} className="bottom-tab bottom-tab-deposit">
              <span className="menu-icon" data-icon="deposit" aria-hidden="true" />
              <span>{t('ui:deposit')}</span>
            </NavLink>
          </li>
        ) : null}
        <li>
          {isAuthenticated ? (
            <NavLink to={PATHS.account} className="bottom-tab">
              <span className="menu-icon" data-icon="account" aria-hidden="true" />
              <span>{t('ui:nav.account')}</span>
            </NavLink>
          ) : (
            <LoginControl className="bottom-tab">
              <span className="menu-icon" data-icon="account" aria-hidden="true" />
              <span>{t('ui:login')}</span>
            </LoginControl>
          )}
        </li>
        <li>
          <button
            type="button"
            className="bottom-tab"
            aria-expanded={drawerOpen}
            aria-controls={DRAWER_ID}
            onClick={onOpenDrawer}
          >
            <span className="menu-icon" data-icon="more" aria-hidden="true" />
            <span>{t('ui:nav.more')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
