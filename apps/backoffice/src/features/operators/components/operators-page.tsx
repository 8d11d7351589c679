import { Button, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { backoffice } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { useOperators } from '@/shared/api/operators';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useMayCall } from '@/shared/session/may-call';
import { useMember } from '@/shared/session/member';
import { DataTable, dataColumns } from '@/shared/ui/data-table';
import { useNotify } from '@/shared/ui/notify';
import { PageHeader } from '@/shared/ui/page-header';
import { OperatorForm } from './operator-form';
import { ThresholdsList } from './thresholds-list';

type Operator = backoffice.Operator;

const column = dataColumns<Operator>();

/**
 * Operators and their four-eyes thresholds: the amounts of a balance adjustment or a withdrawal,
 * per currency, above which a second member approves. Platform staff see and add every operator;
 * an operator's own staff see theirs, and its owners change its thresholds.
 */
export function OperatorsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const formatDateTime = useFormatDateTime();
  const me = useMember();
  const mayCall = useMayCall();
  const operators = useOperators();
  // null: a new operator; an operator: changing it.
  const [editing, setEditing] = useState<Operator | null>();
  const close = () => setEditing(undefined);
  // Creating operators is the platform's: an operator's owner holds the permission for their own operator's thresholds.
  const mayCreate = me.operator === null && mayCall('operatorsCreate');

  const columns = [
    column.accessor('name', {
      header: t('operators.name'),
      cell: ({ getValue }) => (
        <Text size="sm" fw={500}>
          {getValue()}
        </Text>
      ),
    }),
    column.accessor('site_count', { header: t('operators.sites'), meta: { align: 'end' } }),
    column.accessor('adjustment_approval_over', {
      header: t('operators.adjustmentOver'),
      cell: ({ getValue }) => <ThresholdsList thresholds={getValue()} />,
    }),
    column.accessor('withdrawal_approval_over', {
      header: t('operators.withdrawalOver'),
      cell: ({ getValue }) => <ThresholdsList thresholds={getValue()} />,
    }),
    column.accessor('created_at', { header: t('operators.createdAt'), cell: ({ getValue }) => formatDateTime(getValue()) }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>{t('operators.actions')}</VisuallyHidden>,
      meta: { align: 'end' },
      cell: ({ row }) =>
        mayCall('operatorsUpdate') ? (
          <Button
            size="xs"
            variant="default"
            aria-label={t('operators.editNamed', { name: row.original.name })}
            onClick={() => setEditing(row.original)}
          >
            {t('operators.edit')}
          </Button>
        ) : null,
    }),
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={me.operator === null ? t('operators.title') : t('operators.ownTitle')}
        description={t('operators.intro')}
        actions={mayCreate && <Button onClick={() => setEditing(null)}>{t('operators.create')}</Button>}
      />
      <DataTable
        caption={t('operators.caption')}
        columns={columns}
        rows={operators.data}
        getRowId={(operator) => String(operator.id)}
        emptyText={t('operators.empty')}
        refreshing={operators.isFetching && !operators.isPending}
        failure={operators.isError ? failureOf(operators.error) : undefined}
        onRetry={() => void operators.refetch()}
      />
      <Modal
        opened={editing !== undefined}
        onClose={close}
        size="lg"
        title={editing ? t('operators.editTitle', { name: editing.name }) : t('operators.createTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing !== undefined && (
          <OperatorForm
            operator={editing ?? undefined}
            onDone={(name) => {
              close();
              notify.done(editing ? t('operators.saved', { name }) : t('operators.created', { name }));
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
