import { isLedgerKind } from '@wl/contract/lite';
import { useTranslation } from 'react-i18next';
import { isMessageKey } from '@/shared/i18n';
import { formatBalance } from '@/shared/lib/money';
import { useSiteStore } from '@/shared/session/site-store';
import { DateTime } from '@/shared/ui/date-time';
import type { Transaction } from '../api/get-transaction-history';
import { StatusBadge } from './status-badge';

/**
 * A deposit's method and a booking's ledger kind have labels; a withdrawal's account shows as the
 * server wrote it. A booking that only repeats its type (a deposit booked without a request) adds nothing.
 */
function useDetail(transaction: Transaction): string {
  const { t } = useTranslation('pages');
  if (transaction.type === 'withdrawal' && transaction.request_id !== null) return transaction.detail;
  if (transaction.detail === transaction.type) return '';
  const methodKey = `wallet.method.${transaction.detail}` as const;
  if (isMessageKey('pages', methodKey)) return t(methodKey);
  return isLedgerKind(transaction.detail) ? t(`wallet.ledgerKind.${transaction.detail}`) : transaction.detail;
}

/**
 * One line of the transaction history: type, detail, signed amount, status and time. A rejected or
 * cancelled request moved no money: its amount is neutral and unsigned, with the reason given.
 */
export function TransactionEntry({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation('pages');
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const detail = useDetail(transaction);
  const outgoing = transaction.amount < 0;
  const moved = transaction.status !== 'rejected' && transaction.status !== 'cancelled';
  const direction = moved ? (outgoing ? 'is-out' : 'is-in') : 'is-void';
  return (
    <li className="wallet-entry">
      <div className="wallet-entry-main">
        <p className="wallet-entry-title">
          {t(`wallet.type.${transaction.type}`)} <StatusBadge status={transaction.status} />
        </p>
        {detail ? <p className="wallet-entry-detail">{detail}</p> : null}
        {transaction.reason ? (
          <p className="wallet-entry-reason">{t('wallet.history.reason', { reason: transaction.reason })}</p>
        ) : null}
        <p className="wallet-entry-date">
          <DateTime value={transaction.created_at} />
        </p>
      </div>
      <div className="wallet-entry-side">
        <strong className={`wallet-amount ${direction}`}>
          {moved ? (outgoing ? '−' : '+') : null}
          {formatBalance(Math.abs(transaction.amount), currency)}
        </strong>
      </div>
    </li>
  );
}
