import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { playerDesk } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useFormatAmount } from '@/shared/i18n/format-number';
import { useMayCall } from '@/shared/session/may-call';
import { useNotify } from '@/shared/ui/notify';
import { DetailList } from './detail-list';
import { OperatorLimitsForm } from './operator-limits-form';

/**
 * Responsible gaming: the player's own deposit limits beside the operator's (the lower applies),
 * the reality check, and any time-out or self-exclusion in force.
 */
export function LimitsTab({ player }: { player: playerDesk.Player360 }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const formatAmount = useFormatAmount();
  const formatDateTime = useFormatDateTime();
  const mayCall = useMayCall();
  const [editing, setEditing] = useState(false);
  const rg = player.responsible_gaming;
  const currency = player.profile.site.currency;
  const money = (amount: number | null) => (amount === null ? t('players.limits.none') : formatAmount(amount, currency));
  const future = (at: string | null) => (at && new Date(at) > new Date() ? at : null);
  const timeOut = future(rg.time_out_until);
  const excludedUntil = future(rg.self_excluded_until);

  return (
    <Stack gap="lg">
      <Table.ScrollContainer minWidth={560} type="native">
        <Table striped>
          <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{t('players.limits.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('players.limits.periodHeader')}</Table.Th>
              <Table.Th ta="end">{t('players.limits.own')}</Table.Th>
              <Table.Th ta="end">{t('players.limits.used')}</Table.Th>
              <Table.Th>{t('players.limits.waiting')}</Table.Th>
              <Table.Th ta="end">{t('players.limits.operator')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rg.deposit_limits.map((limit) => (
              <Table.Tr key={limit.period}>
                <Table.Td>{t(`players.limits.period.${limit.period}`)}</Table.Td>
                <Table.Td ta="end">{money(limit.amount)}</Table.Td>
                <Table.Td ta="end">{formatAmount(limit.used, currency)}</Table.Td>
                <Table.Td>
                  {limit.pending_from
                    ? t('players.limits.waitingChange', {
                        amount: money(limit.pending_amount),
                        at: formatDateTime(limit.pending_from),
                      })
                    : '—'}
                </Table.Td>
                <Table.Td ta="end">{money(rg.operator_limits[limit.period])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={560}>
          {rg.operator_limits.set_by
            ? t('players.limits.setBy', {
                who: rg.operator_limits.set_by,
                at: rg.operator_limits.updated_at ? formatDateTime(rg.operator_limits.updated_at) : '',
                reason: rg.operator_limits.reason,
              })
            : t('players.limits.lowerApplies')}
        </Text>
        {mayCall('playerSetLimits') && (
          <Button variant="default" onClick={() => setEditing(true)}>
            {t('players.limits.edit')}
          </Button>
        )}
      </Group>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('players.limits.protection')}
        </Title>
        <DetailList
          items={[
            {
              label: t('players.limits.realityCheck'),
              value:
                rg.reality_check_minutes === null
                  ? t('players.limits.off')
                  : t('players.limits.minutes', { minutes: rg.reality_check_minutes }),
            },
            {
              label: t('players.limits.timeOut'),
              value: timeOut ? t('players.limits.until', { at: formatDateTime(timeOut) }) : '—',
            },
            {
              label: t('players.limits.selfExclusion'),
              value: rg.self_excluded_permanently
                ? t('players.limits.permanent')
                : excludedUntil
                  ? t('players.limits.until', { at: formatDateTime(excludedUntil) })
                  : '—',
            },
          ]}
        />
      </Stack>
      <Modal
        opened={editing}
        onClose={() => setEditing(false)}
        title={t('players.limits.formTitle', { account: player.profile.account_id })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing && (
          <OperatorLimitsForm
            playerId={player.profile.player_id}
            currency={currency}
            current={rg.operator_limits}
            onCancel={() => setEditing(false)}
            onDone={() => {
              setEditing(false);
              notify.done(t('players.limits.saved'));
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
