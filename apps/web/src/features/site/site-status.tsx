import { MAX_COOKIE_TIMER_MS, type Site } from '@wl/contract/lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteStore } from '@/shared/session/site-store';
import './site-chrome.css';

export type SiteClosure = 'inactive' | 'expired';

/** Why the site is closed to players, or null while it is open. */
export function siteClosure(site: Pick<Site, 'status' | 'expired_date'> | null, now: number = Date.now()): SiteClosure | null {
  if (!site) return null;
  if (site.status === 'inactive') return 'inactive';
  const expiresAt = site.expired_date ? Date.parse(site.expired_date) : Number.NaN;
  return Number.isFinite(expiresAt) && expiresAt <= now ? 'expired' : null;
}

/** The site's closure, re-evaluated the moment it expires while the page is open (when that is within a timer's reach). */
export function useSiteClosure(): SiteClosure | null {
  const site = useSiteStore((state) => state.site);
  const [now, setNow] = useState(Date.now);
  const expiresAt = site?.expired_date ? Date.parse(site.expired_date) : Number.NaN;
  useEffect(() => {
    const wait = expiresAt - Date.now();
    if (!Number.isFinite(wait) || wait <= 0 || wait > MAX_COOKIE_TIMER_MS) return;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return siteClosure(site, now);
}

/**
 * The notice an inactive or expired site shows instead of the lobby: it covers the page and is
 * announced as a modal dialog, so assistive technology treats the content underneath as absent.
 */
export function SiteStatusNotice({ closure }: { closure: SiteClosure }) {
  const { t } = useTranslation('ui');
  const siteName = useSiteStore((state) => state.site?.site_name ?? '');
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const [title, text] =
    closure === 'inactive'
      ? (['siteInactiveTitle', 'siteInactiveText'] as const)
      : (['siteExpiredTitle', 'siteExpiredText'] as const);
  return (
    <div ref={ref} className="site-status-notice" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
      <div className="site-status-card">
        <h1 id={titleId}>{t(title, { site: siteName })}</h1>
        <p>{t(text, { site: siteName })}</p>
      </div>
    </div>
  );
}
