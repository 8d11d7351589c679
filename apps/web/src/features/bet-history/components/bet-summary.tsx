import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/lib/money';
import type { BetHistory } from '../api/get-bet-history';

/** The totals of the whole range (not only the page shown), as the server sums them. */
export function BetSummary({ history, currency }: { history: BetHistory; currency: string }) {
  const { t } = useTranslation('pages');
  const money = (amount: number) => formatMoney(amount, currency, { showZero: true });
  const { summary } = history;
  return (
    <section className="card bet-summary" aria-labelledby="bet-summary-title">
      <h2 id="bet-summary-title" className="visually-hidden">
        {t('betHistory.summary.title')}
      </h2>
      <dl className="bet-figures">
        <div>
          <dt>{t('betHistory.summary.bets')}</dt>
          <dd>{history.total}</dd>
        </div>
        <div>
          <dt>{t('betHistory.summary.stake')}</dt>
          <dd>{money(summary.stake)}</dd>
        </div>
        <div>
          <dt>{t('betHistory.summary.payout')}</dt>
          <dd>{money(summary.payout)}</dd>
        </div>
        <div>
          <dt>{t('betHistory.summary.net')}</dt>
          <dd className={summary.net < 0 ? 'is-loss' : summary.net > 0 ? 'is-win' : undefined}>{money(summary.net)}</dd>
        </div>
      </dl>
    </section>
  );
}
