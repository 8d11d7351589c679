import '../missions.css';
import { engagementCalls } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import { SectionState } from '@/shared/ui/section-state';
import { useMissions } from '../api/get-missions';
import { MissionPeriodSection } from '../components/mission-period';

/** /mission: the site's daily and weekly missions with the player's progress, and the claim of those complete. */
export default function MissionPage() {
  const { t } = useTranslation(['pages', 'ui']);
  const missions = useMissions();
  return (
    <section className="page mission-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('mission.title')}</h1>
      <p className="mission-intro">{t('mission.intro')}</p>
      {missions.isSuccess ? (
        engagementCalls.PERIODS.map((period) => (
          <MissionPeriodSection
            key={period}
            period={period}
            missions={missions.data.filter((mission) => mission.period === period)}
          />
        ))
      ) : missions.isError ? (
        <SectionState kind="error" message={t('mission.loadError')} onRetry={() => void missions.refetch()} />
      ) : (
        <p className="mission-state" role="status" aria-busy="true">
          {t('ui:loading')}
        </p>
      )}
    </section>
  );
}
