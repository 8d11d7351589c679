import type { CashierKind, CashierRequest } from '@wl/contract/lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/client';
import { errorText } from '@/shared/lib/error-text';
import { formatBalance } from '@/shared/lib/money';
import { useSiteStore } from '@/shared/session/site-store';
import { showDialog } from '@/shared/ui/dialog';
import { QueryState } from '@/shared/ui/query-state';
import { toast } from '@/shared/ui/toast';
import { useCancelRequest } from '../api/cancel-request';
import { usePendingRequests } from '../api/get-pending-requests';
import { RequestEntry } from './request-entry';

/** Cancels a pending request after the player confirms; a refusal shows the server's message beside the list. */
function CancelButton({ request, onRefused }: { request: CashierRequest; onRefused: (message: string) => void }) {
  const { t } = useTranslation(['pages', 'errors']);
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const cancel = useCancelRequest();
  const amount = formatBalance(request.amount, currency);

  async function confirmAndCancel() {
    const answer = await showDialog({
      icon: 'question',
      title: t(`wallet.cancelTitle.${request.kind}`),
      text: t(`wallet.cancelText.${request.kind}`, { amount }),
      showCancelButton: true,
      confirmButtonText: t('wallet.cancelRequest'),
      cancelButtonText: t('wallet.keepRequest'),
      focusCancel: true,
    });
    if (!answer.isConfirmed) return;
    cancel.mutate(request.request_id, {
      onSuccess: () => toast.success(t(`wallet.cancelled.${request.kind}`, { amount })),
      onError: (error) => onRefused(errorText(failureOf(error)?.message, t)),
    });
  }

  return (
    <button type="button" className="button button-ghost" onClick={confirmAndCancel} disabled={cancel.isPending}>
      {t('wallet.cancelRequest')}
    </button>
  );
}

interface PendingRequestsProps {
  title: string;
  /** undefined while loading or after a failed load */
  requests: readonly CashierRequest[] | undefined;
  failed: boolean;
  onRetry(): void;
}

/** Pending requests, each with a cancel button; a refused cancel shows the server's message above them. */
export function PendingRequests({ title, requests, failed, onRetry }: PendingRequestsProps) {
  const { t } = useTranslation('pages');
  const titleId = useId();
  const [refusal, setRefusal] = useState('');
  return (
    <section className="card wallet-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="wallet-section-title">
        {title}
      </h2>
      {refusal ? (
        <p className="wallet-alert" role="alert">
          {refusal}
        </p>
      ) : null}
      {requests ? (
        requests.length > 0 ? (
          <ul className="wallet-list">
            {requests.map((request) => (
              <RequestEntry
                key={request.request_id}
                request={request}
                action={<CancelButton request={request} onRefused={setRefusal} />}
              />
            ))}
          </ul>
        ) : (
          <p className="wallet-empty">{t('wallet.noPending')}</p>
        )
      ) : (
        <QueryState
          query={{ isError: failed, refetch: onRetry }}
          errorMessage={t('wallet.loadError')}
          loadingLook="line"
          errorLook="section"
        />
      )}
    </section>
  );
}

/** The player's pending requests of one kind, whatever their date. */
export function PendingRequestsOf({ kind, title }: { kind: CashierKind; title: string }) {
  const pending = usePendingRequests();
  return (
    <PendingRequests
      title={title}
      requests={pending.data?.filter((request) => request.kind === kind)}
      failed={pending.isError}
      onRetry={() => void pending.refetch()}
    />
  );
}
