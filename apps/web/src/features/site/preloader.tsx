import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStored, writeStored } from '@/shared/lib/storage';
import { useSiteStore } from './store';
import './site-chrome.css';

/** The overlay shows once per browser session, long enough to read as a branded start rather than a flash. */
export const PRELOADER_SHOWN_KEY = 'wl.preloader-shown';
export const PRELOADER_OVERLAY_MS = 800;

/**
 * The branded loading screen: logo1 (the site's main logo), else the logo text or site name as a
 * wordmark, over an indeterminate progress bar that stands still for prefers-reduced-motion.
 */
export function Preloader({ overlay = false }: { overlay?: boolean }) {
  const { t } = useTranslation('ui');
  const site = useSiteStore((state) => state.site);
  const wordmark = site?.logo_text || site?.site_name || '';
  return (
    <div className={overlay ? 'preloader preloader-overlay' : 'preloader'} role="status" aria-live="polite">
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

/** Whether the first-visit overlay is showing: sites with show_preloader, once per browser session. */
export function usePreloaderOverlay(): boolean {
  const enabled = useSiteStore((state) => state.site?.show_preloader ?? false);
  const [visible, setVisible] = useState(() => enabled && readStored('session', PRELOADER_SHOWN_KEY) !== '1');
  useEffect(() => {
    if (!visible) return;
    writeStored('session', PRELOADER_SHOWN_KEY, '1');
    const timer = setTimeout(() => setVisible(false), PRELOADER_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  return visible;
}
