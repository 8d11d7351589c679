import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  CloseButton,
  Flex,
  Group,
  Kbd,
  NativeSelect,
  NumberInput,
  Stack,
  Tabs,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CASHIER_KINDS, CASHIER_STATUSES, type CashierKind, type CashierStatus, type cashierDesk } from '@wl/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { useFailureText } from '@/shared/i18n/failure-text';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useFormatAmount, useFormatCount } from '@/shared/i18n/format-number';
import { useMayCall } from '@/shared/session/may-call';
import { useMember } from '@/shared/session/member';
import { DataTable, dataColumns } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { useQueue } from '../api/get-queue';
import { type StreamState, useDeskStream } from '../api/use-desk-stream';
import { DecideDialog, type Deciding } from './decide-dialog';
import { methodText, PlayerPanel } from './player-panel';
import { RequestStatus } from './request-status';
import { useDeskShortcuts } from './use-desk-shortcuts';
import { useQueueParams } from './use-queue-params';

type DeskRequest = cashierDesk.CashierDeskRequest;
type Outcome = cashierDesk.CashierDeskOutcome;

const column = dataColumns<DeskRequest>();
const STREAM_COLOURS: Record<StreamState, string> = { connecting: 'gray', live: 'green', reconnecting: 'yellow', closed: 'red' };

/**
 * The cashier desk: the requests of the member's sites, deposits and withdrawals on their own tabs,
 * arriving live (new ones marked), with the player behind the request the keyboard is on beside
 * the queue; approve or reject one (confirmed, with a reason) or many at once; rows whose approval
 * needs a second member say so. Keys: j / k move, x selects, a approves, r rejects.
 */
export function CashierDeskPage() {
  const { t } = useTranslation();
  const formatAmount = useFormatAmount();
  const formatCount = useFormatCount();
  const formatDateTime = useFormatDateTime();
  const failureText = useFailureText();
  const me = useMember();
  const mayDecide = useMayCall()('cashierDeskDecide');
  const { request, table, setTable, showKind, showStatus, setAmountRange } = useQueueParams();
  const queue = useQueue(request);
  const rows = queue.data?.value;
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const stream = useDeskStream((requestId) => setFresh((current) => new Set(current).add(requestId)));
  const [activeId, setActiveId] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [deciding, setDeciding] = useState<Deciding>();
  const [failed, setFailed] = useState<Outcome[]>([]);
  const panel = useRef<HTMLDivElement>(null);
  const sideBySide = useMediaQuery('(min-width: 75em)');

  const decidable = (row: DeskRequest) => mayDecide && row.status === 'pending';
  /** A member's own proposal waits for someone else: approving it again would change nothing. */
  const ownProposal = (row: DeskRequest) => row.approval?.status === 'pending' && row.approval.proposed_by === me.username;
  const active = rows?.find((row) => row.request_id === activeId) ?? rows?.[0];

  // The selection is of the rows shown: another page, tab or filter starts without one.
  const shown = rows?.map((row) => row.request_id).join(',');
  useEffect(() => {
    setSelected((current) => {
      const ids = new Set(shown?.split(',').map(Number));
      return new Set([...current].filter((id) => ids.has(id)));
    });
  }, [shown]);

  const open = (row: DeskRequest, scroll = false) => {
    setActiveId(row.request_id);
    // Below the queue (a narrow screen), the player's panel is out of sight: a tap on a player brings it.
    if (scroll && !sideBySide) panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    setFresh((current) => {
      if (!current.has(row.request_id)) return current;
      const rest = new Set(current);
      rest.delete(row.request_id);
      return rest;
    });
  };
  const toggle = (row: DeskRequest) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(row.request_id)) next.add(row.request_id);
      return next;
    });
  const startDeciding = (requests: DeskRequest[], decision: Deciding['decision']) => {
    const open = requests.filter((row) => decidable(row) && !(decision === 'approve' && ownProposal(row)));
    if (open.length) setDeciding({ requests: open, decision });
  };

  useDeskShortcuts(
    {
      move(step) {
        if (!rows?.length) return;
        const at = active ? rows.indexOf(active) : -1;
        const next = rows[Math.min(rows.length - 1, Math.max(0, at + step))];
        if (next) open(next);
      },
      toggleSelected() {
        if (active && decidable(active)) toggle(active);
      },
      decide(decision) {
        if (active) startDeciding([active], decision);
      },
    },
    mayDecide || Boolean(rows?.length),
  );

  const selectable = rows?.filter(decidable) ?? [];
  const allSelected = selectable.length > 0 && selectable.every((row) => selected.has(row.request_id));

  const columns = [
    ...(mayDecide && request.status === 'pending'
      ? [
          column.display({
            id: 'select',
            header: () => (
              <Checkbox
                aria-label={t('cashier.selectAll')}
                checked={allSelected}
                indeterminate={!allSelected && selected.size > 0}
                disabled={selectable.length === 0}
                onChange={() => setSelected(allSelected ? new Set() : new Set(selectable.map((row) => row.request_id)))}
              />
            ),
            cell: ({ row }) => (
              <Checkbox
                aria-label={t('cashier.select', { id: row.original.request_id })}
                checked={selected.has(row.original.request_id)}
                disabled={!decidable(row.original)}
                onChange={() => toggle(row.original)}
              />
            ),
          }),
        ]
      : []),
    column.accessor('created_at', {
      header: t('cashier.column.requested'),
      cell: ({ row }) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm" miw={90} maw={110}>
            {formatDateTime(row.original.created_at)}
          </Text>
          {fresh.has(row.original.request_id) && (
            <Badge size="xs" color="blue" variant="filled">
              {t('cashier.new')}
            </Badge>
          )}
        </Stack>
      ),
    }),
    column.accessor('account_id', {
      header: t('cashier.column.player'),
      enableSorting: false,
      meta: { filter: { kind: 'text' } },
      cell: ({ row }) => (
        <UnstyledButton
          onClick={() => open(row.original, true)}
          aria-label={t('cashier.openPlayer', { account: row.original.account_id, id: row.original.request_id })}
        >
          <Text size="sm" fw={600} c="var(--mantine-primary-color-filled)" style={{ overflowWrap: 'anywhere' }}>
            {row.original.account_id}
          </Text>
          <Text size="xs" c="dimmed">
            {row.original.site.name}
          </Text>
        </UnstyledButton>
      ),
    }),
    column.accessor('amount', {
      header: t('cashier.column.amount'),
      meta: { align: 'end' },
      cell: ({ row }) => (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatAmount(row.original.amount, row.original.site.currency)}
        </Text>
      ),
    }),
    column.display({
      id: 'details',
      header: t(request.kind === 'deposit' ? 'cashier.column.paidBy' : 'cashier.column.paidTo'),
      cell: ({ row }) => (
        <Text size="sm" miw={100} maw={200} style={{ overflowWrap: 'break-word' }}>
          {row.original.bank ? (
            <>
              {row.original.bank.bank_name}
              <br />
              {row.original.bank.account_number}
            </>
          ) : (
            methodText(t, row.original.method)
          )}
        </Text>
      ),
    }),
    column.display({
      id: 'status',
      header: t('cashier.column.status'),
      cell: ({ row }) => <StatusCell row={row.original} />,
    }),
    ...(mayDecide && request.status === 'pending'
      ? [
          column.display({
            id: 'actions',
            header: () => <VisuallyHidden>{t('cashier.column.decision')}</VisuallyHidden>,
            meta: { align: 'end' },
            cell: ({ row }) => {
              const own = ownProposal(row.original);
              return (
                <Stack gap={4} align="stretch">
                  <Button
                    size="compact-sm"
                    color="green"
                    disabled={own}
                    aria-describedby={own ? `own-${row.original.request_id}` : undefined}
                    aria-label={t('cashier.approveNamed', { id: row.original.request_id })}
                    onClick={() => startDeciding([row.original], 'approve')}
                  >
                    {t('cashier.approve')}
                  </Button>
                  <Button
                    size="compact-sm"
                    color="red"
                    variant="light"
                    aria-label={t('cashier.rejectNamed', { id: row.original.request_id })}
                    onClick={() => startDeciding([row.original], 'reject')}
                  >
                    {t('cashier.reject')}
                  </Button>
                  {own && (
                    <Text id={`own-${row.original.request_id}`} size="xs" c="dimmed" maw={110}>
                      {t('cashier.needsAnotherPerson')}
                    </Text>
                  )}
                </Stack>
              );
            },
          }),
        ]
      : []),
  ];

  const selectedRows = rows?.filter((row) => selected.has(row.request_id)) ?? [];
  return (
    <Stack gap="md">
      <PageHeader
        title={t('cashier.title')}
        description={t('cashier.intro')}
        actions={
          <Badge color={STREAM_COLOURS[stream]} variant="dot" size="lg" tt="none" role="status">
            {t(`cashier.stream.${stream}`)}
          </Badge>
        }
        actionsAlign="start"
      />

      <Tabs value={request.kind} onChange={(kind) => showKind(kind as CashierKind)} keepMounted={false}>
        <Tabs.List>
          {CASHIER_KINDS.map((kind) => (
            <Tabs.Tab
              key={kind}
              value={kind}
              rightSection={
                queue.data ? (
                  <Badge size="sm" variant="light" circle={queue.data.pending[kind] < 10}>
                    {formatCount(queue.data.pending[kind])}
                  </Badge>
                ) : null
              }
            >
              {t(`cashier.tab.${kind}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <Group gap="md" align="flex-end">
        <NativeSelect
          size="xs"
          label={t('cashier.column.status')}
          value={request.status}
          onChange={(event) => showStatus(event.currentTarget.value as CashierStatus)}
          data={CASHIER_STATUSES.map((status) => ({ value: status, label: t(`cashier.status.${status}`) }))}
        />
        <AmountRange
          key={`${request.amount_min}-${request.amount_max}`}
          min={request.amount_min}
          max={request.amount_max}
          onApply={setAmountRange}
        />
      </Group>

      {failed.length > 0 && (
        <Alert color="red" variant="light" title={t('cashier.failedTitle')} role="alert">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
              {failed.map((outcome) => (
                <Text key={outcome.request_id} size="sm">
                  {t('cashier.failedLine', {
                    id: outcome.request_id,
                    reason: outcome.failure ? failureText({ statusCode: 0, message: outcome.failure }) : '',
                  })}
                </Text>
              ))}
            </Stack>
            <CloseButton aria-label={t('common.close')} onClick={() => setFailed([])} />
          </Group>
        </Alert>
      )}

      {mayDecide && selectedRows.length > 0 && (
        <Group gap="sm" role="toolbar" aria-label={t('cashier.bulk.label')}>
          <Text size="sm" fw={600}>
            {t('cashier.bulk.selected', { count: selectedRows.length })}
          </Text>
          <Button size="xs" color="green" onClick={() => startDeciding(selectedRows, 'approve')}>
            {t('cashier.bulk.approve')}
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => startDeciding(selectedRows, 'reject')}>
            {t('cashier.bulk.reject')}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
            {t('cashier.bulk.clear')}
          </Button>
        </Group>
      )}

      <Flex direction={{ base: 'column', lg: 'row' }} gap="md" align="flex-start">
        <Box w="100%" style={{ flex: 1, minWidth: 0 }}>
          <DataTable
            caption={t('cashier.caption', {
              kind: t(`cashier.tab.${request.kind}`),
              status: t(`cashier.status.${request.status}`),
            })}
            columns={columns}
            rows={rows}
            getRowId={(row) => String(row.request_id)}
            activeRowId={active ? String(active.request_id) : null}
            emptyText={request.status === 'pending' ? t('cashier.emptyPending') : t('cashier.empty')}
            refreshing={queue.isFetching && !queue.isPending}
            failure={queue.isError ? failureOf(queue.error) : undefined}
            onRetry={() => void queue.refetch()}
            server={{ state: table, total: queue.data?.total ?? 0, onStateChange: setTable, pageSizes: [25, 50, 100] }}
          />
          <Text size="xs" c="dimmed" mt="xs" visibleFrom="sm">
            {t('cashier.keys.before')} <Kbd>j</Kbd> <Kbd>k</Kbd> {t('cashier.keys.move')}
            {mayDecide && (
              <>
                {' · '}
                <Kbd>x</Kbd> {t('cashier.keys.select')} · <Kbd>a</Kbd> {t('cashier.keys.approve')} · <Kbd>r</Kbd>{' '}
                {t('cashier.keys.reject')}
              </>
            )}
          </Text>
        </Box>
        <Box
          ref={panel}
          w={{ base: '100%', lg: 340 }}
          pos={{ base: 'static', lg: 'sticky' }}
          top="calc(var(--app-shell-header-height, 56px) + var(--mantine-spacing-md))"
          style={{ flexShrink: 0 }}
        >
          <PlayerPanel request={active}>
            {active && decidable(active) && (
              <Group gap="xs">
                <Button
                  size="compact-sm"
                  color="green"
                  disabled={ownProposal(active)}
                  onClick={() => startDeciding([active], 'approve')}
                >
                  {t('cashier.approve')}
                </Button>
                <Button size="compact-sm" color="red" variant="light" onClick={() => startDeciding([active], 'reject')}>
                  {t('cashier.reject')}
                </Button>
              </Group>
            )}
          </PlayerPanel>
        </Box>
      </Flex>

      {deciding && <DecideDialog deciding={deciding} onClose={() => setDeciding(undefined)} onFailures={setFailed} />}
    </Stack>
  );
}

/** A request's status, and where its four-eyes approval stands. */
function StatusCell({ row }: { row: DeskRequest }) {
  const { t } = useTranslation();
  const { approval } = row;
  const note =
    row.status !== 'pending'
      ? null
      : approval?.status === 'pending'
        ? t('cashier.fourEyes.waiting', { who: approval.proposed_by })
        : approval?.status === 'rejected'
          ? t('cashier.fourEyes.refused', { who: approval.decided_by ?? '', reason: approval.decision_reason })
          : row.needs_second_approver
            ? t('cashier.fourEyes.needed')
            : null;
  return (
    <Stack gap={4} align="flex-start">
      <RequestStatus status={row.status} />
      {note && (
        <Text size="xs" c={approval?.status === 'rejected' ? 'red' : 'grape'} fw={600} miw={100} maw={150}>
          {note}
        </Text>
      )}
    </Stack>
  );
}

/** The amount range of the queue, in each request's own currency; applied as a whole. */
function AmountRange({
  min,
  max,
  onApply,
}: {
  min: number | undefined;
  max: number | undefined;
  onApply(min: number | undefined, max: number | undefined): void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState<number | undefined>(min);
  const [to, setTo] = useState<number | undefined>(max);
  const wrongWay = from !== undefined && to !== undefined && to < from;
  const asAmount = (value: string | number) => (typeof value === 'number' && value > 0 ? value : undefined);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!wrongWay) onApply(from, to);
      }}
    >
      <Group gap="xs" align="flex-end">
        <NumberInput
          size="xs"
          w={140}
          label={t('cashier.amountFrom')}
          min={0}
          decimalScale={2}
          value={from ?? ''}
          onChange={(value) => setFrom(asAmount(value))}
        />
        <NumberInput
          size="xs"
          w={140}
          label={t('cashier.amountTo')}
          min={0}
          decimalScale={2}
          value={to ?? ''}
          onChange={(value) => setTo(asAmount(value))}
          error={wrongWay ? t('cashier.amountWrongWay') : undefined}
        />
        <Button size="xs" variant="default" type="submit">
          {t('cashier.amountApply')}
        </Button>
        {(min !== undefined || max !== undefined) && (
          <Button size="xs" variant="subtle" onClick={() => onApply(undefined, undefined)}>
            {t('cashier.amountClear')}
          </Button>
        )}
      </Group>
    </form>
  );
}
