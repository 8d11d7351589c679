import '../missions.css';
import { engagementCalls } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/shared/ui/query-state';
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
      ) : (
        <QueryState query={missions} errorMessage={t('mission.loadError')} loadingLook="box" errorLook="section" />
      )}
    </section>
  );
}
