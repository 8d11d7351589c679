import { List, Text } from '@mantine/core';
import { type CashierKind, cashierDesk, FAILURES } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import { CallError } from '@/shared/api/call';
import { ReasonDialog } from '@/shared/forms/reason-dialog';
import { useFormatAmount } from '@/shared/i18n/format-number';
import { useNotify } from '@/shared/ui/notify';
import { useDecideRequests } from '../api/decide-requests';

type DeskRequest = cashierDesk.CashierDeskRequest;
type Outcome = cashierDesk.CashierDeskOutcome;

export interface Deciding {
  requests: DeskRequest[];
  decision: 'approve' | 'reject';
}

/**
 * The confirmation of a decision on one request or several, with its reason (required to reject:
 * the player reads it). One request's refusal shows in the dialog; a bulk decision's outcomes are
 * told in a notification, and the ones that failed are handed to the desk to list.
 */
export function DecideDialog({
  deciding,
  onClose,
  onFailures,
}: {
  deciding: Deciding;
  onClose(): void;
  onFailures(failed: Outcome[]): void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const formatAmount = useFormatAmount();
  const decide = useDecideRequests();
  const { requests, decision } = deciding;
  const [only] = requests;
  const kind: CashierKind = only?.kind ?? 'deposit';
  const secondApprover = decision === 'approve' && requests.some((request) => request.needs_second_approver);
  const approve = decision === 'approve';

  async function confirm(request: { request_ids: number[]; decision: 'approve' | 'reject'; reason?: string }) {
    const { value } = await decide.mutateAsync(request);
    const failed = value.filter((outcome) => outcome.outcome === 'failed');
    if (requests.length === 1 && failed[0]?.failure) {
      throw new CallError({ statusCode: FAILURES[failed[0].failure].statusCode, message: failed[0].failure });
    }
    const count = (outcome: Outcome['outcome']) => value.filter((item) => item.outcome === outcome).length;
    const told = [
      count('decided') ? t(approve ? 'cashier.done.approved' : 'cashier.done.rejected', { count: count('decided') }) : '',
      count('pending_approval') ? t('cashier.done.sentForApproval', { count: count('pending_approval') }) : '',
      failed.length ? t('cashier.done.failed', { count: failed.length }) : '',
    ]
      .filter(Boolean)
      .join(' ');
    if (failed.length) notify.warn(told);
    else notify.done(told);
    onFailures(failed);
  }

  return (
    <ReasonDialog
      opened
      onClose={onClose}
      title={
        requests.length === 1
          ? t(approve ? `cashier.dialog.approveOne.${kind}` : `cashier.dialog.rejectOne.${kind}`)
          : t(approve ? 'cashier.dialog.approveMany' : 'cashier.dialog.rejectMany', { count: requests.length })
      }
      confirmLabel={approve ? t('cashier.approve') : t('cashier.reject')}
      confirmColor={approve ? 'green' : 'red'}
      schema={cashierDesk.cashierDeskDecideRequest}
      body={{ request_ids: requests.map((request) => request.request_id), decision }}
      onConfirm={confirm}
    >
      <List size="sm" spacing={2}>
        {requests.slice(0, 5).map((request) => (
          <List.Item key={request.request_id}>
            {t('cashier.dialog.line', {
              id: request.request_id,
              account: request.account_id,
              site: request.site.name,
              amount: formatAmount(request.amount, request.site.currency),
            })}
          </List.Item>
        ))}
        {requests.length > 5 && <List.Item>{t('cashier.dialog.more', { count: requests.length - 5 })}</List.Item>}
      </List>
      <Text size="sm">{t(approve ? `cashier.dialog.approveEffect.${kind}` : `cashier.dialog.rejectEffect.${kind}`)}</Text>
      {secondApprover && (
        <Text size="sm" fw={600}>
          {t('cashier.dialog.secondApprover')}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('cashier.dialog.playerReads')}
      </Text>
    </ReasonDialog>
  );
}
