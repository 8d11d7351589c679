import type { MenuItem } from '@wl/contract/lite';
import { useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { PATHS } from '@/config/routes';
import { useMenuTitle } from '@/shared/i18n/use-menu-title';
import { type DismissReason, useDismiss } from './use-dismiss';

/**
 * floating: submenus open as dropdowns or panels over the page and close on Escape or a press outside;
 * inline: submenus expand in place (rails, the drawer) and stay open until toggled.
 */
export type MenuVariant = 'floating' | 'inline';

export interface MenuListProps {
  items: MenuItem[];
  variant: MenuVariant;
  className?: string;
  /** called when a link is followed, so a drawer or panel around the list can close */
  onNavigate?: () => void;
  /** id of the visible label that names the list */
  labelledBy?: string;
}

/** The site's menu entries; an entry with children is a disclosure button over its submenu. */
export function MenuList({ items, variant, className = 'menu', onNavigate, labelledBy }: MenuListProps) {
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.key} className={item.children.length > 0 ? 'menu-item has-children' : 'menu-item'}>
          {item.children.length > 0 ? (
            <MenuDisclosure item={item} variant={variant} onNavigate={onNavigate} />
          ) : (
            <MenuLink item={item} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}

export function MenuLink({
  item,
  onNavigate,
  className = 'menu-link',
}: {
  item: MenuItem;
  onNavigate?: () => void;
  className?: string;
}) {
  const titleOf = useMenuTitle();
  return (
    <NavLink to={item.path} end={item.path === PATHS.home} className={className} onClick={onNavigate}>
      <span className="menu-icon" data-icon={item.icon} aria-hidden="true" />
      <span className="menu-label">{titleOf(item)}</span>
    </NavLink>
  );
}

/** The submenu lists the parent's own page first when none of its children already links there. */
function submenuOf(item: MenuItem): MenuItem[] {
  const parentListed = !item.path || item.children.some((child) => child.path === item.path);
  return parentListed ? item.children : [{ ...item, key: `${item.key}-self`, children: [] }, ...item.children];
}

function MenuDisclosure({ item, variant, onNavigate }: { item: MenuItem; variant: MenuVariant; onNavigate?: () => void }) {
  const titleOf = useMenuTitle();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useDismiss(rootRef, open && variant === 'floating', (reason: DismissReason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  const followed = () => {
    if (variant === 'floating') setOpen(false);
    onNavigate?.();
  };

  return (
    <div className="menu-disclosure" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="menu-link menu-disclosure-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="menu-icon" data-icon={item.icon} aria-hidden="true" />
        <span className="menu-label">{titleOf(item)}</span>
        <span className="menu-caret" aria-hidden="true" />
      </button>
      <div id={panelId} className="menu-panel" hidden={!open}>
        <MenuList items={submenuOf(item)} variant={variant} className="menu submenu" onNavigate={followed} />
      </div>
    </div>
  );
}
