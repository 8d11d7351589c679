import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { formatDateTime } from '@/shared/lib/dates';
import { useSiteStore } from '@/shared/session/site-store';

/** Part of the frame during maintenance: what is happening and, when the window has an end, until when. */
export function MaintenanceStrip() {
  const { t } = useTranslation('ui');
  const endDate = useSiteStore((state) => state.maintenance.end_date);
  return (
    <p className="header-strip maintenance-strip" role="status">
      <strong>{t('maintenance.notice')}</strong>
      {endDate ? <span> {t('maintenance.until', { date: formatDateTime(endDate) })}</span> : null}
    </p>
  );
}

export function PromoStrip() {
  const { t } = useTranslation('ui');
  return (
    <div className="header-strip promo-strip">
      <p>{t('promo.strip')}</p>
      <Link to={PATHS.promotions} className="promo-strip-link">
        {t('promo.cta')}
      </Link>
    </div>
  );
}

/**
 * A rolling band of announcements. The list is doubled for a seamless loop (the copy is hidden from
 * assistive technology), it can be paused, and it stands still when the player prefers reduced motion.
 */
export function AnnouncementTicker() {
  const { t } = useTranslation('ui');
  const [paused, setPaused] = useState(false);
  const messages = [t('ticker.welcome'), t('ticker.support'), t('ticker.responsible')];
  const items = (copy: boolean) => (
    <ul className="ticker-items" aria-hidden={copy || undefined}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
  return (
    <div className="header-strip ticker announcement-ticker">
      <div className={paused ? 'ticker-viewport is-paused' : 'ticker-viewport'}>
        <div className="ticker-track">
          {items(false)}
          {items(true)}
        </div>
      </div>
      <button type="button" className="ticker-toggle" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
        <span aria-hidden="true" className="ticker-toggle-icon" />
        <span className="visually-hidden">{t('ticker.pause')}</span>
      </button>
    </div>
  );
}
