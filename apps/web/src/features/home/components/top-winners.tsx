import { formatNumber } from '@wl/contract/lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeAgo } from '@/shared/lib/dates';
import { formatBalance, formatMoney } from '@/shared/lib/money';
import { useSiteStore } from '@/shared/session/site-store';
import { SectionState } from '@/shared/ui/section-state';
import { type TopWinners as TopWinnersData, useTopWinners } from '../api/get-top-winners';
import './top-winners.css';

export type WinnersStyle = 'ticker' | 'board';

/** The counters that reach the site's thresholds (the server says which); none: no list at all. */
function Counters({ data }: { data: TopWinnersData }) {
  const { t } = useTranslation('pages');
  const counters = [
    { key: 'registered', value: data.registered_player, label: t('home.winners.registered'), shown: data.show.registered },
    { key: 'active', value: data.active_player, label: t('home.winners.active'), shown: data.show.active },
    // The day's depositors are never more than its active players: the same threshold.
    { key: 'deposited', value: data.deposited_player, label: t('home.winners.deposited'), shown: data.show.active },
  ].filter((counter) => counter.shown);
  if (counters.length === 0) return null;
  return (
    <dl className="winner-counters">
      {counters.map((counter) => (
        <div key={counter.key} className="winner-counter">
          <dt>{counter.label}</dt>
          <dd>{formatNumber(counter.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Below the site's winners threshold: the newest win of each recent winner, with how long ago
 * (decision 0180), so a quiet site shows real play instead of a ticker repeating one name.
 */
function RecentWins({ wins, currency }: { wins: TopWinnersData['recent_wins']; currency: string }) {
  const { t, i18n } = useTranslation('pages');
  return (
    <section className="recent-wins" aria-labelledby="recent-wins-title">
      <h3 id="recent-wins-title" className="recent-wins-title">
        {t('home.winners.recent')}
      </h3>
      <ul className="recent-wins-list">
        {wins.map((win) => (
          <li key={win.account_id} className="recent-win">
            <span className="recent-win-text">
              {t('home.winners.tickerItem', {
                account: win.account_id,
                // A win reads as money received: with the currency's decimals (₱1.50, never ₱1.5).
                amount: formatBalance(win.amount, currency),
                game: win.game_name,
              })}
            </span>
            <time className="recent-win-time" dateTime={win.created_at}>
              {timeAgo(win.created_at, i18n.language)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The wins as one rolling line; the doubled copy makes the loop seamless and is hidden from assistive technology. */
function WinnersTicker({ data, currency }: { data: TopWinnersData; currency: string }) {
  const { t } = useTranslation('pages');
  const [paused, setPaused] = useState(false);
  const line = (copy: boolean) => (
    <ul className="ticker-items" aria-hidden={copy || undefined}>
      {data.winner.map((win) => (
        <li key={`${win.account_id}-${win.created_at}-${win.game_name}`}>
          {t('home.winners.tickerItem', {
            account: win.account_id,
            amount: formatMoney(win.amount, currency),
            game: win.game_name,
          })}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="ticker winners-ticker">
      <div className={paused ? 'ticker-viewport is-paused' : 'ticker-viewport'}>
        <div className="ticker-track">
          {line(false)}
          {line(true)}
        </div>
      </div>
      <button type="button" className="ticker-toggle" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
        <span aria-hidden="true" className="ticker-toggle-icon" />
        <span className="visually-hidden">{t('home.winners.pause')}</span>
      </button>
    </div>
  );
}

function WinnersBoard({ data, currency }: { data: TopWinnersData; currency: string }) {
  const { t } = useTranslation('pages');
  return (
    <div className="winner-board">
      <section className="winner-list" aria-labelledby="winners-wins-title">
        <h3 id="winners-wins-title">{t('home.winners.wins')}</h3>
        <ol>
          {data.winner.map((win) => (
            <li key={`${win.account_id}-${win.created_at}-${win.game_name}`}>
              <span className="winner-account">{win.account_id}</span>
              <span className="winner-game">{win.game_name}</span>
              <strong className="winner-amount">{formatMoney(win.amount, currency)}</strong>
            </li>
          ))}
        </ol>
      </section>
      {/* No withdrawals yet: no column saying so. */}
      {data.withrawal.length > 0 && (
        <section className="winner-list" aria-labelledby="winners-withdrawals-title">
          <h3 id="winners-withdrawals-title">{t('home.winners.withdrawals')}</h3>
          <ol>
            {data.withrawal.map((withdrawal) => (
              <li key={`${withdrawal.account_id}-${withdrawal.created_at}`}>
                <span className="winner-account">{withdrawal.account_id}</span>
                <strong className="winner-amount">{formatMoney(withdrawal.amount, currency)}</strong>
              </li>
            ))}
          </ol>
          <p className="winner-hour">{t('home.winners.lastHour', { amount: formatMoney(data.hour_withdrawal, currency) })}</p>
        </section>
      )}
    </div>
  );
}

/** What the block has worth showing: the winners list from the site's threshold up, else the recent wins. */
function winsShown(data: TopWinnersData): 'list' | 'recent' | null {
  if (data.show.winners && data.winner.length > 0) return 'list';
  return data.recent_wins.length > 0 ? 'recent' : null;
}

/**
 * Top winners and withdrawals of the last day, with the player counters, each only when it reaches
 * the site's threshold (issue 20); below the winners one, the recent wins. With nothing worth
 * showing the block is left out, never shown empty.
 */
export function TopWinners({ style }: { style: WinnersStyle }) {
  const { t } = useTranslation(['pages', 'ui']);
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const query = useTopWinners();
  const data = query.data;
  const wins = data ? winsShown(data) : null;
  const counters = data ? data.show.registered || data.show.active : false;
  if (data && !wins && !counters) return null;

  return (
    <section
      className={`home-section top-winners top-winners-${style}`}
      aria-labelledby="winners-title"
      aria-busy={query.isPending}
    >
      <div className="section-head">
        <h2 id="winners-title" className="section-title">
          {t('pages:home.winners.title')}
        </h2>
      </div>
      {query.isPending ? (
        <>
          <p className="visually-hidden" role="status">
            {t('ui:loading')}
          </p>
          <div className="winners-skeleton" aria-hidden="true" />
        </>
      ) : query.isError || !data ? (
        <SectionState kind="error" message={t('pages:home.winners.error')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Counters data={data} />
          {wins === 'recent' ? (
            <RecentWins wins={data.recent_wins} currency={currency} />
          ) : wins === 'list' && style === 'ticker' ? (
            <WinnersTicker data={data} currency={currency} />
          ) : wins === 'list' ? (
            <WinnersBoard data={data} currency={currency} />
          ) : null}
        </>
      )}
    </section>
  );
}
