import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteStore } from '@/shared/session/site-store';
import { ProgressBar } from '@/shared/ui/progress-bar';
import type { Mission } from '../api/get-missions';
import { missionAmount, missionGoal, missionReward } from '../lib/mission-text';
import { ClaimButton } from './claim-button';

/** The share of the target reached; a mission without a target is done as soon as it is offered. */
function percentDone(mission: Mission): number {
  if (mission.target <= 0) return 100;
  return Math.min((mission.progress / mission.target) * 100, 100);
}

/** One mission: its name, its goal in words, the progress of this period and, once complete, the claim. */
export function MissionCard({ mission }: { mission: Mission }) {
  const { t } = useTranslation('pages');
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const titleId = useId();
  const reward = missionReward(mission, currency, t);
  const complete = mission.progress >= mission.target;
  return (
    <article className={mission.claimed ? 'card mission-card is-claimed' : 'card mission-card'} aria-labelledby={titleId}>
      <div className="mission-head">
        <h3 id={titleId} className="mission-title">
          {mission.title}
        </h3>
        <p className="mission-reward">
          <span className="visually-hidden">{t('mission.reward')}: </span>
          {reward}
        </p>
      </div>
      <p className="mission-goal">{missionGoal(mission, currency, t)}</p>
      <ProgressBar
        label={t('mission.progress')}
        percent={percentDone(mission)}
        detail={t('mission.progressDetail', {
          progress: missionAmount(mission, mission.progress, currency),
          target: missionAmount(mission, mission.target, currency),
        })}
      />
      {complete ? <ClaimButton mission={mission} reward={reward} /> : null}
    </article>
  );
}
