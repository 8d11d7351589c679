import '../wallet.css';
import { CASHIER_STATUSES, type CashierStatus, TRANSACTION_TYPES } from '@wl/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/client';
import { type DateRange, defaultDateRange } from '@/shared/lib/date-range';
import { errorText } from '@/shared/lib/error-text';
import { useSiteStore } from '@/shared/session/site-store';
import { DateRangeForm } from '@/shared/ui/date-range-form';
import { Pagination } from '@/shared/ui/pagination';
import { QueryState } from '@/shared/ui/query-state';
import { SectionState } from '@/shared/ui/section-state';
import { TRANSACTION_PAGE_SIZE, type TransactionType, useTransactionHistory } from '../api/get-transaction-history';
import { PendingRequests } from '../components/pending-requests';
import { TransactionEntry } from '../components/transaction-entry';

interface Filters {
  type?: TransactionType;
  status?: CashierStatus;
}

/** A select of a filter whose empty choice means "all". */
function FilterSelect<Value extends string>({
  label,
  all,
  options,
  value,
  onChange,
}: {
  label: string;
  all: string;
  options: readonly { value: Value; label: string }[];
  value: Value | undefined;
  onChange(value: Value | undefined): void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * /transaction-history: deposits, withdrawals, bonuses and adjustments of a range of days, by type
 * and status, a page at a time; pending requests (of any date) stay on top with their cancel button.
 */
export default function TransactionHistoryPage() {
  const { t } = useTranslation(['pages', 'ui', 'errors']);
  const timeZone = useSiteStore((state) => state.site?.timezone);
  const [range, setRange] = useState<DateRange>(() => defaultDateRange(timeZone));
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const history = useTransactionHistory({ ...range, ...filters, page });

  const failure = failureOf(history.error);
  const rangeError = failure?.message === 'invalidDateRange' ? errorText(failure.message, t) : undefined;
  const filter = (next: Filters) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <section className="page wallet-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('transactionHistory.title')}</h1>
      <PendingRequests
        title={t('wallet.history.pending')}
        requests={history.data?.pending}
        failed={history.isError}
        onRetry={() => void history.refetch()}
      />
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
      <div className="card wallet-filters">
        <FilterSelect
          label={t('wallet.history.type')}
          all={t('wallet.history.allTypes')}
          options={TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`wallet.type.${type}`) }))}
          value={filters.type}
          onChange={(type) => filter({ type })}
        />
        <FilterSelect
          label={t('wallet.history.status')}
          all={t('wallet.history.allStatuses')}
          options={CASHIER_STATUSES.map((status) => ({ value: status, label: t(`wallet.status.${status}`) }))}
          value={filters.status}
          onChange={(status) => filter({ status })}
        />
      </div>
      {history.isSuccess ? (
        <>
          {history.data.value.length > 0 ? (
            <ul className="wallet-list" aria-label={t('wallet.history.list')} aria-busy={history.isPlaceholderData}>
              {history.data.value.map((transaction, index) => (
                <TransactionEntry
                  key={transaction.request_id ?? `${transaction.type}-${transaction.created_at}-${index}`}
                  transaction={transaction}
                />
              ))}
            </ul>
          ) : (
            <SectionState kind="empty" message={t('wallet.history.empty')} />
          )}
          <Pagination
            page={page}
            totalItems={history.data.total}
            itemsPerPage={TRANSACTION_PAGE_SIZE}
            onChange={setPage}
            label={t('wallet.history.pages')}
          />
        </>
      ) : rangeError ? null : (
        <QueryState query={history} errorMessage={t('wallet.loadError')} loadingLook="line" errorLook="section" />
      )}
    </section>
  );
}
