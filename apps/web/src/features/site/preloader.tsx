import { PAGE_PRELOADER_ELEMENT_ID } from '@wl/contract/lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteStore } from '@/shared/session/site-store';
import './site-chrome.css';

/**
 * The branded loading screen (the /preloader page): logo1 (the site's main logo), else the logo
 * text or site name as a wordmark, over an indeterminate progress bar that stands still for
 * prefers-reduced-motion. The server writes the same screen into the page while the app loads.
 */
export function Preloader() {
  const { t } = useTranslation('ui');
  const site = useSiteStore((state) => state.site);
  const wordmark = site?.logo_text || site?.site_name || '';
  return (
    <div className="preloader" role="status" aria-live="polite">
      {site?.logo1 ? (
        <img className="preloader-logo" src={site.logo1} alt={wordmark} />
      ) : (
        <p className="preloader-wordmark">{wordmark}</p>
      )}
      <div className="preloader-progress" aria-hidden="true">
        <span className="preloader-progress-bar" />
      </div>
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

/**
 * Takes away the page's own preloader (written by the server for a site with show_preloader, see
 * PAGE_PRELOADER_ELEMENT_ID) once the component that calls this first shows.
 */
export function useEndPagePreloader(): void {
  useEffect(() => document.getElementById(PAGE_PRELOADER_ELEMENT_ID)?.remove(), []);
}
