import type { BetSelection, Language } from '@wl/contract/lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { verifyRoundPath } from '@/config/routes';
import { formatDateTime } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import type { Bet } from '../api/get-bet-history';
import { betTypeName, selectionLabelText } from '../lib/selection-label';

/** Money figures are decimals in major units; the net is rounded to the thousandth so 0.1 + 0.2 stays 0.3. */
const netOf = (bet: Bet) => Math.round((bet.payout - bet.stake) * 1000) / 1000;

function Selection({ selection, language }: { selection: BetSelection; language: Language }) {
  const { t } = useTranslation('pages');
  const label = selectionLabelText(selection, language, t);
  return (
    <li className="bet-selection">
      <p className="bet-selection-match">
        {t('betHistory.match', { home: selection.home_team_name, away: selection.away_team_name })}
        {selection.league ? <span className="bet-selection-league"> · {selection.league}</span> : null}
      </p>
      <p className="bet-selection-pick">
        <span className="bet-selection-type">{betTypeName(selection.bet_type, t)}</span>
        {label ? <strong className="bet-selection-label">{label}</strong> : null}
        {selection.odds !== undefined ? (
          <span className="bet-selection-odds">{t('betHistory.odds', { odds: selection.odds })}</span>
        ) : null}
      </p>
    </li>
  );
}

/** One bet: when and what was played, the money, its status, and for sportsbook bets each selection. */
export function BetEntry({ bet, currency, language }: { bet: Bet; currency: string; language: Language }) {
  const { t } = useTranslation('pages');
  const money = (amount: number) => formatMoney(amount, currency, { showZero: true });
  const titleId = `bet-${bet.bet_id}`;
  const isParlay = bet.bet_type === 'PARLAY';
  return (
    <li className="card bet-entry" aria-labelledby={titleId}>
      <div className="bet-entry-head">
        <h2 id={titleId} className="bet-entry-title">
          {bet.game_name}
        </h2>
        <span className={`bet-status is-${bet.status}`}>{t(`betHistory.status.${bet.status}`)}</span>
      </div>
      <p className="bet-entry-meta">
        <time dateTime={bet.created_at}>{formatDateTime(bet.created_at)}</time>
        <span>{t('betHistory.provider', { provider: bet.provider_code })}</span>
        <span>{t('betHistory.round', { round: bet.round_id })}</span>
        {bet.fair ? (
          <Link to={verifyRoundPath(bet.fair)} aria-label={t('betHistory.verifyRound', { round: bet.round_id })}>
            {t('betHistory.verify')}
          </Link>
        ) : null}
      </p>
      <dl className="bet-figures">
        <div>
          <dt>{t('betHistory.stake')}</dt>
          <dd>{money(bet.stake)}</dd>
        </div>
        <div>
          <dt>{t('betHistory.payout')}</dt>
          <dd>{bet.status === 'open' ? '—' : money(bet.payout)}</dd>
        </div>
        <div>
          <dt>{t('betHistory.net')}</dt>
          <dd className={netOf(bet) < 0 ? 'is-loss' : netOf(bet) > 0 ? 'is-win' : undefined}>
            {bet.status === 'settled' ? money(netOf(bet)) : '—'}
          </dd>
        </div>
      </dl>
      {bet.selections.length > 0 ? (
        <section className="bet-selections" aria-label={t('betHistory.selectionsOf', { game: bet.game_name })}>
          {isParlay ? <p className="bet-parlay">{t('betHistory.parlay', { legs: bet.selections.length })}</p> : null}
          <ol>
            {bet.selections.map((selection, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a leg is its position in the bet
              <Selection key={index} selection={selection} language={language} />
            ))}
          </ol>
        </section>
      ) : null}
    </li>
  );
}
