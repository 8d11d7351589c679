import { formatNumber } from '@wl/contract/lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/lib/money';
import { useSiteStore } from '@/shared/session/site-store';
import { SectionState } from '@/shared/ui/section-state';
import { type TopWinners as TopWinnersData, useTopWinners } from '../api/get-top-winners';

export type WinnersStyle = 'ticker' | 'board';

function Counters({ data }: { data: TopWinnersData }) {
  const { t } = useTranslation('pages');
  const counters = [
    { key: 'registered', value: data.registered_player, label: t('home.winners.registered') },
    { key: 'active', value: data.active_player, label: t('home.winners.active') },
    { key: 'deposited', value: data.deposited_player, label: t('home.winners.deposited') },
  ];
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
      <section className="winner-list" aria-labelledby="winners-withdrawals-title">
        <h3 id="winners-withdrawals-title">{t('home.winners.withdrawals')}</h3>
        {data.withrawal.length > 0 ? (
          <ol>
            {data.withrawal.map((withdrawal) => (
              <li key={`${withdrawal.account_id}-${withdrawal.created_at}`}>
                <span className="winner-account">{withdrawal.account_id}</span>
                <strong className="winner-amount">{formatMoney(withdrawal.amount, currency)}</strong>
              </li>
            ))}
          </ol>
        ) : (
          <p className="winner-list-empty">{t('home.winners.noWithdrawals')}</p>
        )}
        <p className="winner-hour">{t('home.winners.lastHour', { amount: formatMoney(data.hour_withdrawal, currency) })}</p>
      </section>
    </div>
  );
}

/** Top winners and withdrawals of the last day, with the player counters. */
export function TopWinners({ style }: { style: WinnersStyle }) {
  const { t } = useTranslation(['pages', 'ui']);
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const query = useTopWinners();
  const data = query.data;

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
          {data.winner.length === 0 ? (
            <SectionState kind="empty" message={t('pages:home.winners.empty')} />
          ) : style === 'ticker' ? (
            <WinnersTicker data={data} currency={currency} />
          ) : (
            <WinnersBoard data={data} currency={currency} />
          )}
        </>
      )}
    </section>
  );
}
