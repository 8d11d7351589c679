import '../bet-history.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/client';
import { isLanguage } from '@/shared/i18n';
import { type DateRange, defaultDateRange } from '@/shared/lib/date-range';
import { errorText } from '@/shared/lib/error-text';
import { useSiteStore } from '@/shared/session/site-store';
import { DateRangeForm } from '@/shared/ui/date-range-form';
import { Pagination } from '@/shared/ui/pagination';
import { BET_HISTORY_PAGE_SIZE, useBetHistory } from '../api/get-bet-history';
import { BetEntry } from '../components/bet-entry';
import { BetSummary } from '../components/bet-summary';

/** /bet-history: the player's bets of a range of days, a page at a time, with the range's totals. */
export default function BetHistoryPage() {
  const { t, i18n } = useTranslation(['pages', 'ui', 'errors']);
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const language = isLanguage(i18n.language) ? i18n.language : 'EN';
  const timeZone = useSiteStore((state) => state.site?.timezone);
  const [range, setRange] = useState<DateRange>(() => defaultDateRange(timeZone));
  const [page, setPage] = useState(1);
  const history = useBetHistory({ ...range, page });

  const failure = failureOf(history.error);
  const rangeError = failure?.message === 'invalidDateRange' ? errorText(failure.message, t) : undefined;
  const apply = (next: DateRange) => {
    setRange(next);
    setPage(1);
  };

  return (
    <section className="page bet-history-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('betHistory.title')}</h1>
      <DateRangeForm
        timeZone={timeZone}
        range={range}
        onApply={apply}
        error={rangeError}
        labels={{
          range: t('betHistory.range'),
          from: t('betHistory.from'),
          to: t('betHistory.to'),
          submit: t('betHistory.show'),
        }}
      />
      {history.isPending ? (
        <p className="bet-history-state" role="status">
          {t('ui:loading')}
        </p>
      ) : history.isError ? (
        rangeError ? null : (
          <div className="bet-history-state is-error" role="alert">
            <p>{t('betHistory.loadError')}</p>
            <button type="button" className="button" onClick={() => void history.refetch()}>
              {t('ui:tryAgain')}
            </button>
          </div>
        )
      ) : (
        <>
          <BetSummary history={history.data} currency={currency} />
          {history.data.value.length === 0 ? (
            <p className="card bet-history-state">{t('betHistory.empty')}</p>
          ) : (
            <ul className="bet-list" aria-label={t('betHistory.bets')} aria-busy={history.isPlaceholderData}>
              {history.data.value.map((bet) => (
                <BetEntry key={bet.bet_id} bet={bet} currency={currency} language={language} />
              ))}
            </ul>
          )}
          <Pagination
            page={page}
            totalItems={history.data.total}
            itemsPerPage={BET_HISTORY_PAGE_SIZE}
            onChange={setPage}
            label={t('betHistory.pages')}
          />
        </>
      )}
    </section>
  );
}
