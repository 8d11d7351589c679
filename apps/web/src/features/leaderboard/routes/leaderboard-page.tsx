import { formatDateTime } from '@/shared/lib/dates';
import '../leaderboard.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/lib/money';
import { useSiteStore } from '@/shared/session/site-store';
import { type LeaderboardPeriod, useLeaderboard } from '../api/get-leaderboard';
import { PeriodSwitch } from '../components/period-switch';

/** /leaderboard: the site's biggest winners of the last day, week or month, for visitors and players alike. */
export default function LeaderboardPage() {
  const { t } = useTranslation(['pages', 'ui']);
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const board = useLeaderboard(period);
  const data = board.data;

  return (
    <section className="page leaderboard-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('leaderboard.title')}</h1>
      <p className="leaderboard-intro">{t('leaderboard.intro')}</p>
      <PeriodSwitch value={period} onChange={setPeriod} />
      {board.isPending ? (
        <p className="leaderboard-state" role="status">
          {t('ui:loading')}
        </p>
      ) : board.isError || !data ? (
        <div className="leaderboard-state is-error" role="alert">
          <p>{t('leaderboard.loadError')}</p>
          <button type="button" className="button" onClick={() => void board.refetch()}>
            {t('ui:tryAgain')}
          </button>
        </div>
      ) : (
        <div className="card leaderboard-card" aria-busy={board.isPlaceholderData}>
          <p className="leaderboard-window">
            {t('leaderboard.window', {
              from: formatDateTime(data.from),
              to: formatDateTime(data.to),
            })}
          </p>
          {data.value.length === 0 ? (
            <p className="leaderboard-state">{t('leaderboard.empty')}</p>
          ) : (
            <table className="leaderboard-table">
              <caption className="visually-hidden">{t(`leaderboard.caption.${data.period}`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('leaderboard.rank')}</th>
                  <th scope="col">{t('leaderboard.player')}</th>
                  <th scope="col">{t('leaderboard.bets')}</th>
                  <th scope="col">{t('leaderboard.won')}</th>
                </tr>
              </thead>
              <tbody>
                {data.value.map((row) => (
                  <tr key={row.rank} className={row.rank <= 3 ? `is-top is-rank-${row.rank}` : undefined}>
                    <td>
                      <span className="leaderboard-rank">{row.rank}</span>
                    </td>
                    <td>{row.account_id}</td>
                    <td>{row.bets}</td>
                    <td className="leaderboard-amount">{formatMoney(row.amount, currency, { showZero: true })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </section>
  );
}
