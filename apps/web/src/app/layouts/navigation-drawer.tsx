import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountArea } from './account-area';
import { LanguageSlot } from './language-slot';
import { NavGroup, useMenus } from './navigation';
import { useDismiss } from './use-dismiss';

export const DRAWER_ID = 'site-drawer';

const FOCUSABLE =
  'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside the open drawer, as in any modal dialog. */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement): void {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The full menu as a modal side panel: mobile navigation on every template, and the only navigation
 * of the drawer templates. Opening moves focus inside; closing returns it to the control that opened it.
 */
export function NavigationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('ui');
  const { siteMenu, gameMenu } = useMenus();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useDismiss(panelRef, open, onClose);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') keepFocusInside(event, panel);
    };
    document.addEventListener('keydown', onKeyDown);
    document.documentElement.classList.add('scroll-locked');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.documentElement.classList.remove('scroll-locked');
      // Give focus back only if nothing else (a modal opened from the drawer) has taken it.
      const focused = document.activeElement;
      if (!focused || focused === document.body || panel.contains(focused)) opener?.focus();
    };
  }, [open]);

  return (
    <div className="drawer-root" hidden={!open}>
      <div className="drawer-backdrop" />
      <div
        id={DRAWER_ID}
        ref={panelRef}
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${DRAWER_ID}-title`}
      >
        <div className="drawer-head">
          <p id={`${DRAWER_ID}-title`} className="drawer-title">
            {t('nav.menu')}
          </p>
          <button ref={closeRef} type="button" className="icon-button drawer-close" onClick={onClose}>
            <span aria-hidden="true" className="close-icon" />
            <span className="visually-hidden">{t('nav.closeMenu')}</span>
          </button>
        </div>
        <AccountArea className="drawer-account" />
        <nav className="drawer-nav" aria-label={t('nav.drawer')}>
          <NavGroup label={t('nav.games')} items={gameMenu} variant="inline" onNavigate={onClose} />
          <NavGroup label={t('nav.menu')} items={siteMenu} variant="inline" onNavigate={onClose} />
        </nav>
        <LanguageSlot className="drawer-language" />
      </div>
    </div>
  );
}
