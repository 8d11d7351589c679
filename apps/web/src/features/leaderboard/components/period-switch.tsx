import { LEADERBOARD_PERIODS } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import type { LeaderboardPeriod } from '../api/get-leaderboard';

/** The period choice as toggle buttons in a named group: one is pressed, the ranking below follows it. */
export function PeriodSwitch({ value, onChange }: { value: LeaderboardPeriod; onChange(period: LeaderboardPeriod): void }) {
  const { t } = useTranslation('pages');
  return (
    <fieldset className="leaderboard-periods">
      <legend className="visually-hidden">{t('leaderboard.period')}</legend>
      {LEADERBOARD_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          className="leaderboard-period"
          aria-pressed={period === value}
          onClick={() => onChange(period)}
        >
          {t(`leaderboard.periods.${period}`)}
        </button>
      ))}
    </fieldset>
  );
}
