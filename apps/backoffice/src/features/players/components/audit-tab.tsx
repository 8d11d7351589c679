import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/paths';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useMayCall } from '@/shared/session/may-call';
import { dataColumns } from '@/shared/ui/data-table';
import { Nowrap } from './nowrap';
import { type RecordOf, RecordsTable } from './records-table';

type Entry = RecordOf<'playerAudit'>;
const column = dataColumns<Entry>();

/** A value of a before or after as one short line. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields an entry changed, each as "field: before → after". */
function changesOf(entry: Entry): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => `${field}: ${shown(before[field])} → ${shown(after[field])}`);
}

/**
 * Everything done to the player's account, newest first: by staff, API keys, the system and the
 * player, with the reason and what changed. The whole audit log, filtered to the player, is one
 * link away for members who may read it.
 */
export function AuditTab({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const mayCall = useMayCall();
  const columns = () => [
    column.accessor('at', {
      header: t('players.when'),
      cell: ({ getValue }) => <Nowrap>{formatDateTime(getValue())}</Nowrap>,
    }),
    column.accessor('actor', {
      header: t('players.audit.actor'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">{row.original.actor}</Text>
          {row.original.role && (
            <Text size="xs" c="dimmed">
              {row.original.role}
            </Text>
          )}
        </Stack>
      ),
    }),
    column.accessor('action', {
      header: t('players.audit.action'),
      cell: ({ getValue }) => (
        <Text size="sm" ff="monospace">
          {getValue()}
        </Text>
      ),
    }),
    column.display({
      id: 'changes',
      header: t('players.audit.changes'),
      cell: ({ row }) => (
        <Stack gap={0}>
          {changesOf(row.original).map((change) => (
            <Text key={change} size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {change}
            </Text>
          ))}
        </Stack>
      ),
    }),
    column.accessor('reason', {
      header: t('players.audit.reason'),
      cell: ({ getValue }) => (
        <Text size="sm" lineClamp={2} maw={260}>
          {getValue() || '—'}
        </Text>
      ),
    }),
  ];
  return (
    <Stack gap="sm">
      {mayCall('auditSearch') && (
        <Anchor component={Link} to={{ pathname: PATHS.audit, search: `?target=player:${playerId}` }} size="sm">
          {t('players.audit.openLog')}
        </Anchor>
      )}
      <RecordsTable
        name="playerAudit"
        playerId={playerId}
        caption={t('players.audit.caption')}
        emptyText={t('players.audit.empty')}
        getRowId={(entry) => String(entry.id)}
        columns={columns}
      />
    </Stack>
  );
}
