import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/i18n/use-language';
import { formatDateTime, timeUntil } from '@/shared/lib/dates';
import { SectionState } from '@/shared/ui/section-state';
import type { Mission } from '../api/get-missions';
import { MissionCard } from './mission-card';

/**
 * The missions of one period (today or this week) and when they reset: the server sets the end at
 * the period boundary in the site's timezone, shown here in the player's own clock.
 */
export function MissionPeriodSection({ period, missions }: { period: Mission['period']; missions: Mission[] }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const headingId = `missions-${period}`;
  const endsAt = missions[0]?.period_ends_at;
  return (
    <section className="mission-period" aria-labelledby={headingId}>
      <header className="mission-period-head">
        <h2 id={headingId}>{t(`mission.periods.${period}`)}</h2>
        {endsAt ? (
          <p className="mission-resets">
            {t('mission.resetsIn', { time: timeUntil(endsAt, language) })}{' '}
            <time dateTime={endsAt}>({formatDateTime(endsAt)})</time>
          </p>
        ) : null}
      </header>
      {missions.length === 0 ? (
        <SectionState kind="empty" message={t(`mission.empty.${period}`)} />
      ) : (
        <div className="mission-grid">
          {missions.map((mission) => (
            <MissionCard key={mission.mission_id} mission={mission} />
          ))}
        </div>
      )}
    </section>
  );
}
