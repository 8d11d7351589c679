import type { CashierRequest } from '@wl/contract/lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isMessageKey } from '@/shared/i18n';
import { formatBalance } from '@/shared/lib/money';
import { useSiteStore } from '@/shared/session/site-store';
import { DateTime } from '@/shared/ui/date-time';
import { StatusBadge } from './status-badge';

/** How the money moves: a deposit's method (and the account it is paid from), a withdrawal's account. */
function useRequestDetail(request: CashierRequest): string {
  const { t } = useTranslation('pages');
  const account = request.bank_account ? `${request.bank_account.bank_name} ${request.bank_account.account_number}` : '';
  if (request.kind === 'withdrawal') return account;
  const methodKey = `wallet.method.${request.method}` as const;
  // The server may name a method this build has no label for: it is shown as sent.
  const method = isMessageKey('pages', methodKey) ? t(methodKey) : request.method;
  return [method, account || request.payment_reference].filter(Boolean).join(' · ');
}

/** One deposit or withdrawal request: what, how much, when, its status, and what can be done with it. */
export function RequestEntry({ request, action }: { request: CashierRequest; action?: ReactNode }) {
  const { t } = useTranslation('pages');
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const detail = useRequestDetail(request);
  return (
    <li className="wallet-entry">
      <div className="wallet-entry-main">
        <p className="wallet-entry-title">
          {t(`wallet.kind.${request.kind}`)} <StatusBadge status={request.status} />
        </p>
        {detail ? <p className="wallet-entry-detail">{detail}</p> : null}
        {request.receipt_reference ? (
          <p className="wallet-entry-detail">{t('wallet.receiptOf', { reference: request.receipt_reference })}</p>
        ) : null}
        {request.decision_reason ? (
          <p className="wallet-entry-detail">{t('wallet.reasonOf', { reason: request.decision_reason })}</p>
        ) : null}
        <p className="wallet-entry-date">
          <DateTime value={request.created_at} />
        </p>
      </div>
      <div className="wallet-entry-side">
        <strong className="wallet-amount">{formatBalance(request.amount, currency)}</strong>
        {action}
      </div>
    </li>
  );
}
