import { Code, Group, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { backoffice } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import { CellBadge } from '@/shared/ui/cell-badge';
import { auditDiff, type FieldChange, shownValue } from '../audit-diff';

const CHANGE_COLOR: Record<Exclude<FieldChange, 'same'>, string> = { changed: 'yellow', added: 'green', removed: 'red' };

function Value({ value }: { value: unknown }) {
  if (value === undefined) return null;
  if (value === null) {
    return (
      <Text span size="sm" c="dimmed">
        null
      </Text>
    );
  }
  return (
    <Text span size="sm" ff="monospace" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
      {shownValue(value)}
    </Text>
  );
}

/**
 * One audit entry opened: who from where and why, the before and after side by side with what
 * changed marked (a colour and a word, so it does not rest on colour alone), and the raw entry.
 */
export function AuditDetails({ entry }: { entry: backoffice.AuditEntry }) {
  const { t } = useTranslation();
  const diff = auditDiff(entry.before, entry.after);
  return (
    <Stack gap="sm" py="xs">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Text size="sm">
          <Text span fw={600}>
            {t('audit.address')}:{' '}
          </Text>
          {entry.ip || '—'}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t('audit.actorKind')}:{' '}
          </Text>
          {entry.actor_kind}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t('audit.reason')}:{' '}
          </Text>
          {entry.reason || '—'}
        </Text>
      </SimpleGrid>
      {diff.length > 0 ? (
        <>
          <Title order={3} fz="sm">
            {t('audit.changes')}
          </Title>
          <Table.ScrollContainer minWidth={480} type="native">
            <Table withTableBorder withColumnBorders verticalSpacing={4} fz="sm">
              <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
                {t('audit.changesCaption', { id: entry.id })}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="22%">{t('audit.field')}</Table.Th>
                  <Table.Th>{t('audit.before')}</Table.Th>
                  <Table.Th>{t('audit.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {diff.map((row) => (
                  <Table.Tr
                    key={row.field}
                    data-change={row.change}
                    bg={row.change === 'same' ? undefined : `var(--mantine-color-${CHANGE_COLOR[row.change]}-light)`}
                  >
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text span size="sm" ff="monospace">
                          {row.field}
                        </Text>
                        {row.change !== 'same' && (
                          <CellBadge size="xs" variant="outline" color={CHANGE_COLOR[row.change]}>
                            {t(`audit.change.${row.change}`)}
                          </CellBadge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Value value={row.before} />
                    </Table.Td>
                    <Table.Td>
                      <Value value={row.after} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('audit.noChanges')}
        </Text>
      )}
      <Title order={3} fz="sm">
        {t('audit.raw')}
      </Title>
      <ScrollArea.Autosize mah={260} type="auto">
        <Code block fz="xs">
          {JSON.stringify(entry, null, 2)}
        </Code>
      </ScrollArea.Autosize>
    </Stack>
  );
}
