import '../wallet.css';
import { isLedgerKind } from '@wl/contract/lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/client';
import { type DateRange, defaultDateRange } from '@/shared/lib/date-range';
import { errorText } from '@/shared/lib/error-text';
import { formatBalance } from '@/shared/lib/money';
import { useSiteStore } from '@/shared/session/site-store';
import { DateRangeForm } from '@/shared/ui/date-range-form';
import { DateTime } from '@/shared/ui/date-time';
import { Pagination } from '@/shared/ui/pagination';
import { QueryState } from '@/shared/ui/query-state';
import { SectionState } from '@/shared/ui/section-state';
import { STATEMENT_PAGE_SIZE, type StatementEntry, useStatement } from '../api/get-statement';
import { referenceLabel } from '../lib/reference-label';

function EntryRow({ entry, currency }: { entry: StatementEntry; currency: string }) {
  const { t } = useTranslation('pages');
  const money = (amount: number) => formatBalance(amount, currency);
  const outgoing = entry.amount < 0;
  const reference = referenceLabel(entry, t);
  return (
    <tr>
      <td data-label={t('wallet.statement.date')}>
        <DateTime value={entry.created_at} />
      </td>
      <td data-label={t('wallet.statement.movement')}>
        <span className="wallet-movement">
          {isLedgerKind(entry.kind) ? t(`wallet.ledgerKind.${entry.kind}`) : entry.kind}
          {reference ? <span className="wallet-entry-detail">{reference}</span> : null}
        </span>
      </td>
      <td data-label={t('wallet.statement.amount')} className={`wallet-number ${outgoing ? 'is-out' : 'is-in'}`}>
        {outgoing ? '−' : '+'}
        {money(Math.abs(entry.amount))}
      </td>
      <td data-label={t('wallet.statement.balance')} className="wallet-number">
        {money(entry.balance)}
      </td>
    </tr>
  );
}

/**
 * /statement: every ledger movement of a range of days, newest first, with the balance after each,
 * between the range's opening and closing balance.
 */
export default function StatementPage() {
  const { t } = useTranslation(['pages', 'ui', 'errors']);
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const timeZone = useSiteStore((state) => state.site?.timezone);
  const [range, setRange] = useState<DateRange>(() => defaultDateRange(timeZone));
  const [page, setPage] = useState(1);
  const statement = useStatement({ ...range, page });

  const failure = failureOf(statement.error);
  const rangeError = failure?.message === 'invalidDateRange' ? errorText(failure.message, t) : undefined;
  const money = (amount: number) => formatBalance(amount, currency);

  return (
    <section className="page wallet-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('statement.title')}</h1>
      <DateRangeForm
        timeZone={timeZone}
        range={range}
        onApply={(next) => {
          setRange(next);
          setPage(1);
        }}
        error={rangeError}
        labels={{ range: t('wallet.range'), from: t('wallet.from'), to: t('wallet.to'), submit: t('wallet.show') }}
      />
      {statement.isSuccess ? (
        <>
          <dl className="card wallet-figures wallet-balances">
            <div>
              <dt>{t('wallet.statement.opening')}</dt>
              <dd>{money(statement.data.opening_balance)}</dd>
            </div>
            <div>
              <dt>{t('wallet.statement.closing')}</dt>
              <dd>{money(statement.data.closing_balance)}</dd>
            </div>
          </dl>
          {statement.data.value.length > 0 ? (
            <div className="card wallet-table-card">
              <table className="wallet-table" aria-busy={statement.isPlaceholderData}>
                <caption className="visually-hidden">{t('wallet.statement.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('wallet.statement.date')}</th>
                    <th scope="col">{t('wallet.statement.movement')}</th>
                    <th scope="col" className="wallet-number">
                      {t('wallet.statement.amount')}
                    </th>
                    <th scope="col" className="wallet-number">
                      {t('wallet.statement.balance')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {statement.data.value.map((entry) => (
                    <EntryRow key={entry.entry_id} entry={entry} currency={currency} />
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <SectionState kind="empty" message={t('wallet.statement.empty')} />
          )}
          <Pagination
            page={page}
            totalItems={statement.data.total}
            itemsPerPage={STATEMENT_PAGE_SIZE}
            onChange={setPage}
            label={t('wallet.statement.pages')}
          />
        </>
      ) : rangeError ? null : (
        <QueryState query={statement} errorMessage={t('wallet.loadError')} loadingLook="line" errorLook="section" />
      )}
    </section>
  );
}
