import { Button, Code, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { backoffice } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { ReasonDialog } from '@/shared/forms/reason-dialog';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useMayCall } from '@/shared/session/may-call';
import { CellBadge } from '@/shared/ui/cell-badge';
import { DataTable, dataColumns } from '@/shared/ui/data-table';
import { useNotify } from '@/shared/ui/notify';
import { PageHeader } from '@/shared/ui/page-header';
import { useApiKeys } from '../api/list-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { type CreatedKey, CreateKeyForm } from './create-key-form';
import { NewKey } from './new-key';

type ApiKey = backoffice.ApiKey;

const column = dataColumns<ApiKey>();

/**
 * API keys for the CLI and automation: each acts with one role for one operator. A new key is
 * shown once; a revoked one stops working at once and stays listed for the record.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const formatDateTime = useFormatDateTime();
  const mayCall = useMayCall();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedKey>();
  const [revoking, setRevoking] = useState<ApiKey>();
  // Closing the dialog drops the key: it is never shown again.
  const closeCreate = () => {
    setCreating(false);
    setCreated(undefined);
  };

  const columns = [
    column.accessor('name', {
      header: t('apiKeys.name'),
      cell: ({ getValue }) => (
        <Text size="sm" fw={500}>
          {getValue()}
        </Text>
      ),
    }),
    column.accessor('role', { header: t('apiKeys.role'), cell: ({ getValue }) => t(`roles.${getValue()}`) }),
    column.accessor('prefix', { header: t('apiKeys.prefix'), cell: ({ getValue }) => <Code>{getValue()}…</Code> }),
    column.accessor('created_by', {
      header: t('apiKeys.createdBy'),
      cell: ({ getValue }) => getValue() || t('apiKeys.installation'),
    }),
    column.accessor('created_at', {
      header: t('apiKeys.createdAt'),
      cell: ({ getValue }) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(getValue())}
        </Text>
      ),
    }),
    column.accessor('last_used_at', {
      header: t('apiKeys.lastUsed'),
      cell: ({ getValue }) => {
        const at = getValue();
        return (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {at ? formatDateTime(at) : t('apiKeys.neverUsed')}
          </Text>
        );
      },
    }),
    column.accessor('revoked_at', {
      header: t('apiKeys.status'),
      cell: ({ getValue }) => {
        const at = getValue();
        return at ? (
          <CellBadge color="gray" tt="none">
            {t('apiKeys.revokedAt', { time: formatDateTime(at) })}
          </CellBadge>
        ) : (
          <CellBadge color="green">{t('apiKeys.active')}</CellBadge>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>{t('apiKeys.actions')}</VisuallyHidden>,
      meta: { align: 'end' },
      cell: ({ row }) =>
        row.original.revoked_at === null && mayCall('apiKeysRevoke') ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={t('apiKeys.revokeNamed', { name: row.original.name })}
            onClick={() => setRevoking(row.original)}
          >
            {t('apiKeys.revoke')}
          </Button>
        ) : null,
    }),
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('apiKeys.title')}
        description={t('apiKeys.intro')}
        actions={mayCall('apiKeysCreate') && <Button onClick={() => setCreating(true)}>{t('apiKeys.create')}</Button>}
      />
      <DataTable
        caption={t('apiKeys.caption')}
        columns={columns}
        rows={keys.data}
        getRowId={(key) => String(key.id)}
        emptyText={t('apiKeys.empty')}
        refreshing={keys.isFetching && !keys.isPending}
        failure={keys.isError ? failureOf(keys.error) : undefined}
        onRetry={() => void keys.refetch()}
      />
      <Modal
        opened={creating}
        onClose={closeCreate}
        title={created ? t('apiKeys.createdTitle') : t('apiKeys.createTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        // A click beside the dialog must not lose the key before it is copied.
        closeOnClickOutside={!created}
      >
        {creating && (created ? <NewKey created={created} onDone={closeCreate} /> : <CreateKeyForm onCreated={setCreated} />)}
      </Modal>
      {revoking && (
        <ReasonDialog
          opened
          onClose={() => setRevoking(undefined)}
          title={t('apiKeys.revokeTitle', { name: revoking.name })}
          confirmLabel={t('apiKeys.revoke')}
          confirmColor="red"
          schema={backoffice.apiKeysRevokeRequest}
          body={{ api_key_id: revoking.id }}
          onConfirm={async (request) => {
            await revoke.mutateAsync(request);
            notify.done(t('apiKeys.revoked', { name: revoking.name }));
          }}
        >
          <Text size="sm">{t('apiKeys.revokeIntro', { prefix: revoking.prefix })}</Text>
        </ReasonDialog>
      )}
    </Stack>
  );
}
