import { Button, Group, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { backoffice } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { failureOf } from '@/shared/api/call';
import { ReasonDialog } from '@/shared/forms/reason-dialog';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useMayCall } from '@/shared/session/may-call';
import { useMember } from '@/shared/session/member';
import { CellBadge } from '@/shared/ui/cell-badge';
import { DataTable, dataColumns } from '@/shared/ui/data-table';
import { useNotify } from '@/shared/ui/notify';
import { PageHeader } from '@/shared/ui/page-header';
import { useTableSearchParams } from '@/shared/ui/use-table-search-params';
import { useDecideApproval } from '../api/decide-approval';
import { useApprovals } from '../api/list-approvals';
import { PayloadSummary } from './payload-summary';

type Approval = backoffice.Approval;
type Status = Approval['status'];
type Decision = { approval: Approval; decision: 'approve' | 'reject' };

const STATUS_PARAM = 'status';
const column = dataColumns<Approval>();

function isStatus(value: string | null): value is Status {
  return backoffice.APPROVAL_STATUSES.includes(value as Status);
}

/**
 * Four eyes: proposals waiting for a second member (an adjustment or a withdrawal above the
 * operator's threshold, lifting a block), and tabs for the decided ones. A member's own
 * proposals are listed with their buttons disabled: another person decides them.
 */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const formatDateTime = useFormatDateTime();
  const me = useMember();
  const mayCall = useMayCall();
  const [params, setParams] = useSearchParams();
  const requested = params.get(STATUS_PARAM);
  const status: Status = isStatus(requested) ? requested : 'pending';
  const [table, setTable] = useTableSearchParams({ pageSize: 50 }, []);
  const approvals = useApprovals({ status, page: table.page, page_size: table.pageSize });
  const decide = useDecideApproval();
  const [deciding, setDeciding] = useState<Decision>();
  const mayDecide = mayCall('approvalsDecide');

  const showStatus = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next && next !== 'pending') updated.set(STATUS_PARAM, next);
      else updated.delete(STATUS_PARAM);
      updated.delete('page');
      return updated;
    });

  const columns = [
    column.display({
      id: 'kind',
      header: t('approvals.kindHeader'),
      cell: ({ row }) => <CellBadge tt="none">{t(`approvals.kind.${row.original.kind}`)}</CellBadge>,
    }),
    column.display({ id: 'site', header: t('approvals.site'), cell: ({ row }) => row.original.site.domain }),
    column.display({
      id: 'subject',
      header: t('approvals.subject'),
      cell: ({ row }) => (
        <Stack gap={0}>
          {row.original.account_id && <Text size="sm">{row.original.account_id}</Text>}
          {row.original.cashier_request_id !== null && (
            <Text size="xs" c="dimmed">
              {t('approvals.cashierRequest', { id: row.original.cashier_request_id })}
            </Text>
          )}
        </Stack>
      ),
    }),
    column.display({
      id: 'payload',
      header: t('approvals.what'),
      cell: ({ row }) => <PayloadSummary payload={row.original.payload} currency={row.original.site.currency} />,
    }),
    column.display({
      id: 'proposed',
      header: t('approvals.proposed'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">{row.original.proposed_by}</Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(row.original.proposed_at)}
          </Text>
        </Stack>
      ),
    }),
    column.display({
      id: 'reason',
      header: t('approvals.reason'),
      cell: ({ row }) => (
        <Text size="sm" miw={140} maw={260} style={{ overflowWrap: 'break-word' }}>
          {row.original.reason}
        </Text>
      ),
    }),
    ...(status === 'pending'
      ? [
          column.display({
            id: 'actions',
            header: () => <VisuallyHidden>{t('approvals.decision')}</VisuallyHidden>,
            meta: { align: 'end' },
            cell: ({ row }) => {
              const approval = row.original;
              if (!mayDecide) return null;
              const own = approval.proposed_by === me.username;
              return (
                <Stack gap={4} align="flex-end">
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      color="green"
                      disabled={own}
                      aria-label={t('approvals.approveNamed', { id: approval.id })}
                      aria-describedby={own ? `own-${approval.id}` : undefined}
                      onClick={() => setDeciding({ approval, decision: 'approve' })}
                    >
                      {t('approvals.approve')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      disabled={own}
                      aria-label={t('approvals.rejectNamed', { id: approval.id })}
                      aria-describedby={own ? `own-${approval.id}` : undefined}
                      onClick={() => setDeciding({ approval, decision: 'reject' })}
                    >
                      {t('approvals.reject')}
                    </Button>
                  </Group>
                  {own && (
                    <Text id={`own-${approval.id}`} size="xs" c="dimmed">
                      {t('approvals.needsAnotherPerson')}
                    </Text>
                  )}
                </Stack>
              );
            },
          }),
        ]
      : [
          column.display({
            id: 'decided',
            header: t('approvals.decided'),
            cell: ({ row }) => (
              <Stack gap={0}>
                <Text size="sm">{row.original.decided_by ?? '—'}</Text>
                {row.original.decided_at && (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(row.original.decided_at)}
                  </Text>
                )}
                {row.original.decision_reason && (
                  <Text size="xs" miw={140} style={{ overflowWrap: 'break-word' }}>
                    {row.original.decision_reason}
                  </Text>
                )}
              </Stack>
            ),
          }),
        ]),
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('approvals.title')} description={t('approvals.intro')} />
      <Tabs value={status} onChange={showStatus} keepMounted={false}>
        <Tabs.List>
          {backoffice.APPROVAL_STATUSES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`approvals.status.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={status} pt="md">
          <DataTable
            caption={t('approvals.caption', { status: t(`approvals.status.${status}`) })}
            columns={columns}
            rows={approvals.data?.value}
            getRowId={(approval) => String(approval.id)}
            emptyText={status === 'pending' ? t('approvals.emptyPending') : t('approvals.empty')}
            refreshing={approvals.isFetching && !approvals.isPending}
            failure={approvals.isError ? failureOf(approvals.error) : undefined}
            onRetry={() => void approvals.refetch()}
            server={{ state: table, total: approvals.data?.total ?? 0, onStateChange: setTable }}
          />
        </Tabs.Panel>
      </Tabs>
      {deciding && (
        <ReasonDialog
          opened
          onClose={() => setDeciding(undefined)}
          title={t(deciding.decision === 'approve' ? 'approvals.approveTitle' : 'approvals.rejectTitle', {
            id: deciding.approval.id,
          })}
          confirmLabel={deciding.decision === 'approve' ? t('approvals.approve') : t('approvals.reject')}
          confirmColor={deciding.decision === 'approve' ? 'green' : 'red'}
          schema={backoffice.approvalsDecideRequest}
          body={{ approval_id: deciding.approval.id, decision: deciding.decision }}
          onConfirm={async (request) => {
            await decide.mutateAsync(request);
            notify.done(
              t(deciding.decision === 'approve' ? 'approvals.approved' : 'approvals.rejected', { id: deciding.approval.id }),
            );
          }}
        >
          <Text size="sm">
            {t(deciding.decision === 'approve' ? 'approvals.approveIntro' : 'approvals.rejectIntro', {
              who: deciding.approval.proposed_by,
            })}
          </Text>
          <PayloadSummary payload={deciding.approval.payload} currency={deciding.approval.site.currency} />
        </ReasonDialog>
      )}
    </Stack>
  );
}
