import '@/styles/layouts.css';
import { type ComponentType, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useModalStore } from '@/shared/stores/modal-store';
import { BottomTabBar } from './bottom-tab-bar';
import { SideRail } from './navigation';
import { NavigationDrawer } from './navigation-drawer';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { LAYOUT_CONFIGS, type LayoutConfig, type TemplateLayoutName } from './template-configs';
import type { LayoutProps } from './types';

/**
 * The drawer belongs to the page it was opened on: following a link (or logging out) closes it,
 * and so does a modal opening over it.
 */
function useDrawer() {
  const location = useLocation();
  const modalOpen = useModalStore((state) => state.stack.length > 0);
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key && !modalOpen;
  const openDrawer = useCallback(() => setOpenedAt(location.key), [location.key]);
  const closeDrawer = useCallback(() => setOpenedAt(null), []);
  return { open, openDrawer, closeDrawer };
}

export function TemplateLayout({ config, children, maintenance }: LayoutProps & { config: LayoutConfig }) {
  const { t } = useTranslation('ui');
  const drawer = useDrawer();
  const { navigation, header, footer, mobile } = config;
  const rail = !maintenance && (navigation === 'side-rail' || navigation === 'icon-rail');

  return (
    <div
      className={maintenance ? 'site-shell is-maintenance' : 'site-shell'}
      data-nav={navigation}
      data-header={header}
      data-footer={footer}
      data-mobile={mobile}
    >
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <SiteHeader config={config} maintenance={maintenance} drawerOpen={drawer.open} onOpenDrawer={drawer.openDrawer} />
      <div className="shell-body">
        {rail ? <SideRail compact={navigation === 'icon-rail'} /> : null}
        <main id="main-content" className="site-main" tabIndex={-1}>
          {maintenance ? null : children}
        </main>
      </div>
      <SiteFooter style={footer} maintenance={maintenance} />
      {!maintenance && mobile === 'bottom-tabs' ? (
        <BottomTabBar drawerOpen={drawer.open} onOpenDrawer={drawer.openDrawer} />
      ) : null}
      {maintenance ? null : <NavigationDrawer open={drawer.open} onClose={drawer.closeDrawer} />}
    </div>
  );
}

/** The layout component of one template (or the neutral default), for the lazy table in ./index. */
export function layoutFor(name: TemplateLayoutName): ComponentType<LayoutProps> {
  const config = LAYOUT_CONFIGS[name] ?? LAYOUT_CONFIGS.default;
  // biome-ignore lint/correctness/noComponentHookFactories: one component per config, made once when the lazy chunk loads, never during a render
  function NamedTemplateLayout(props: LayoutProps) {
    return <TemplateLayout config={config} {...props} />;
  }
  NamedTemplateLayout.displayName = `Layout(${name})`;
  return NamedTemplateLayout;
}
