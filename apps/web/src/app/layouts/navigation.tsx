import type { MenuItem } from '@wl/contract/lite';
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteStore } from '@/shared/session/site-store';
import { menuGroup, splitInHalves, withoutGameEntries } from './menu-items';
import { MenuLink, MenuList, type MenuListProps } from './menu-list';

/** The startup menus (already trimmed): the game menu, and the site menu without what the game menu shows. */
export function useMenus(): { siteMenu: MenuItem[]; gameMenu: MenuItem[] } {
  const content = useSiteStore((state) => state.content);
  return useMemo(
    () => ({ siteMenu: withoutGameEntries(content.menu, content.game_menu), gameMenu: content.game_menu }),
    [content],
  );
}

export function TopBarNav() {
  const { t } = useTranslation('ui');
  const { siteMenu } = useMenus();
  return (
    <nav className="site-nav top-bar-nav" aria-label={t('nav.main')}>
      <MenuList items={siteMenu} variant="floating" className="menu menu-horizontal" />
    </nav>
  );
}

/** The menu in two halves with the logo between them. */
export function SplitNav({ logo }: { logo: ReactNode }) {
  const { t } = useTranslation('ui');
  const { siteMenu } = useMenus();
  const [left, right] = splitInHalves(siteMenu);
  return (
    <nav className="site-nav split-nav" aria-label={t('nav.main')}>
      <MenuList items={left} variant="floating" className="menu menu-horizontal split-nav-left" />
      {logo}
      <MenuList items={right} variant="floating" className="menu menu-horizontal split-nav-right" />
    </nav>
  );
}

/** Top-level buttons opening full-width panels; "Games" holds the game menu. */
export function MegaMenuNav() {
  const { t } = useTranslation('ui');
  const { siteMenu, gameMenu } = useMenus();
  const items = gameMenu.length > 0 ? [menuGroup('games', t('nav.games'), gameMenu), ...siteMenu] : siteMenu;
  return (
    <nav className="site-nav mega-nav" aria-label={t('nav.main')}>
      <MenuList items={items} variant="floating" className="menu menu-horizontal menu-mega" />
    </nav>
  );
}

/** The game categories as pill tabs, with the site menu behind one "Menu" button. */
export function TabBarNav() {
  const { t } = useTranslation('ui');
  const { siteMenu, gameMenu } = useMenus();
  return (
    <div className="tab-bar-nav">
      <nav className="game-tabs" aria-label={t('nav.games')}>
        <ul className="menu menu-horizontal">
          {gameMenu.map((item) => (
            <li key={item.key} className="menu-item">
              <MenuLink item={item} className="menu-link game-tab" />
            </li>
          ))}
        </ul>
      </nav>
      <nav className="site-nav tab-bar-menu" aria-label={t('nav.main')}>
        <MenuList items={[menuGroup('menu', t('nav.menu'), siteMenu)]} variant="floating" className="menu menu-horizontal" />
      </nav>
    </div>
  );
}

/** The left rail: labelled (side-rail) or icon over a short label (icon-rail). */
export function SideRail({ compact }: { compact: boolean }) {
  const { t } = useTranslation('ui');
  const { siteMenu, gameMenu } = useMenus();
  const variant = compact ? 'floating' : 'inline';
  return (
    <nav className={compact ? 'side-rail icon-rail' : 'side-rail'} aria-label={t('nav.main')}>
      <NavGroup label={t('nav.games')} items={gameMenu} variant={variant} />
      <NavGroup label={t('nav.menu')} items={siteMenu} variant={variant} />
    </nav>
  );
}

/** A list of entries under a visible label (rails, the drawer); the list is named by the label. */
export function NavGroup({ label, ...list }: { label: string } & Omit<MenuListProps, 'className' | 'labelledBy'>) {
  const id = useId();
  if (list.items.length === 0) return null;
  return (
    <div className="nav-group">
      <p id={id} className="nav-group-label">
        {label}
      </p>
      <MenuList {...list} className="menu menu-vertical" labelledBy={id} />
    </div>
  );
}

/** The game categories as one scrollable row under the header. */
export function GameMenuStrip() {
  const { t } = useTranslation('ui');
  const { gameMenu } = useMenus();
  if (gameMenu.length === 0) return null;
  return (
    <nav className="game-strip" aria-label={t('nav.games')}>
      <ul className="game-strip-list">
        {gameMenu.map((item) => (
          <li key={item.key}>
            <MenuLink item={item} className="menu-link game-strip-link" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
