import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { backoffice } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { failureOf } from '@/shared/api/call';
import { useFormatDateTime } from '@/shared/i18n/format';
import { DataTable, dataColumns } from '@/shared/ui/data-table';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { useNotify } from '@/shared/ui/notify';
import { useSessions } from '../api/list-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { deviceName } from '../device-name';

type Session = z.output<typeof backoffice.staffSessionSchema>;

const column = dataColumns<Session>();

/** The member's open sessions, this one marked, each other one with a button to end it; and signing out everywhere. */
export function SessionsTable() {
  const { t } = useTranslation();
  const notify = useNotify();
  const formatDateTime = useFormatDateTime();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const signOutEverywhere = useSignOutEverywhere();
  const [confirming, { open, close }] = useDisclosure();
  const device = (session: Session) => deviceName(session.user_agent) ?? t('account.unknownDevice');

  const columns = [
    column.display({
      id: 'device',
      header: t('account.device'),
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{device(row.original)}</Text>
          {row.original.current && (
            <Badge size="sm" variant="light">
              {t('account.thisSession')}
            </Badge>
          )}
        </Group>
      ),
    }),
    column.accessor('ip', { header: t('account.address') }),
    column.accessor('created_at', { header: t('account.started'), cell: ({ getValue }) => formatDateTime(getValue()) }),
    column.accessor('last_seen_at', { header: t('account.lastSeen'), cell: ({ getValue }) => formatDateTime(getValue()) }),
    column.display({
      id: 'actions',
      header: '',
      meta: { align: 'end' },
      cell: ({ row }) =>
        row.original.current ? null : (
          <Button
            size="xs"
            variant="default"
            aria-label={t('account.endSession', { device: device(row.original) })}
            loading={revoke.isPending && revoke.variables === row.original.id}
            onClick={() =>
              revoke.mutate(row.original.id, {
                onSuccess: () => notify.done(t('account.sessionEnded')),
              })
            }
          >
            {t('account.end')}
          </Button>
        ),
    }),
  ];

  const revokeFailure = revoke.isError ? failureOf(revoke.error) : undefined;
  const everywhereFailure = signOutEverywhere.isError ? failureOf(signOutEverywhere.error) : undefined;
  return (
    <Stack gap="sm">
      {revokeFailure && <FailureAlert failure={revokeFailure} />}
      <DataTable
        caption={t('account.sessionsCaption')}
        columns={columns}
        rows={sessions.data}
        getRowId={(session) => String(session.id)}
        emptyText={t('account.noSessions')}
        refreshing={sessions.isFetching && !sessions.isPending}
        failure={sessions.isError ? failureOf(sessions.error) : undefined}
        onRetry={() => void sessions.refetch()}
      />
      <Group>
        <Button color="red" variant="light" onClick={open}>
          {t('account.signOutEverywhere')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={close}
        title={t('account.signOutEverywhere')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <Text size="sm">{t('account.signOutEverywhereConfirm')}</Text>
          {everywhereFailure && <FailureAlert failure={everywhereFailure} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={signOutEverywhere.isPending} onClick={() => signOutEverywhere.mutate()}>
              {t('account.signOutEverywhere')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
