import { Badge, Divider, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { cashierDesk } from '@wl/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useFormatAmount } from '@/shared/i18n/format-number';
import { RequestStatus } from './request-status';

type DeskRequest = cashierDesk.CashierDeskRequest;

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * What the cashier weighs beside the request the keyboard is on: the request's own details (and the
 * decision's buttons the desk puts there), and the player behind it (balance, status, protection,
 * limits, open bonus, latest requests).
 */
export function PlayerPanel({ request, children }: { request: DeskRequest | undefined; children?: ReactNode }) {
  const { t } = useTranslation();
  const formatAmount = useFormatAmount();
  const formatDateTime = useFormatDateTime();
  if (!request) {
    return (
      <Paper withBorder p="md" component="aside" aria-label={t('cashier.panel.title')}>
        <Text c="dimmed" size="sm">
          {t('cashier.panel.none')}
        </Text>
      </Paper>
    );
  }
  const { player, site } = request;
  const money = (amount: number) => formatAmount(amount, site.currency);
  const bonus = player.open_bonus;
  const wagered = bonus && bonus.wagering_required > 0 ? 1 - bonus.wagering_left / bonus.wagering_required : 1;

  return (
    <Paper withBorder p="md" component="aside" aria-labelledby="cashier-panel-title">
      <Stack gap="sm">
        <div>
          <Title id="cashier-panel-title" order={2} fz="h4" aria-live="polite" style={{ overflowWrap: 'anywhere' }}>
            {request.account_id}
          </Title>
          <Text size="sm" c="dimmed">
            {site.name} · {t('cashier.panel.registered', { date: formatDateTime(player.registered_at) })}
          </Text>
        </div>
        <Group gap="xs">
          <Badge color={player.status === 'active' ? 'green' : 'red'} variant="light" tt="none">
            {t(`cashier.playerStatus.${player.status}`)}
          </Badge>
          <Badge color={player.phone_verified ? 'green' : 'yellow'} variant="light" tt="none">
            {player.phone_verified ? t('cashier.panel.phoneVerified') : t('cashier.panel.phoneNotVerified')}
          </Badge>
          {player.self_excluded_permanently && (
            <Badge color="red" variant="filled" tt="none">
              {t('cashier.panel.selfExcludedForGood')}
            </Badge>
          )}
          {player.self_excluded_until && (
            <Badge color="red" variant="light" tt="none">
              {t('cashier.panel.selfExcludedUntil', { date: formatDateTime(player.self_excluded_until) })}
            </Badge>
          )}
          {player.time_out_until && (
            <Badge color="orange" variant="light" tt="none">
              {t('cashier.panel.timeOutUntil', { date: formatDateTime(player.time_out_until) })}
            </Badge>
          )}
        </Group>
        <Stack gap={2}>
          <Figure label={t('cashier.panel.balance')} value={money(player.balance)} strong />
          <Figure label={t('cashier.panel.cash')} value={money(player.cash)} />
          <Figure label={t('cashier.panel.bonus')} value={money(player.bonus)} />
        </Stack>

        <Divider label={t('cashier.panel.request')} labelPosition="left" />
        <Stack gap={2}>
          <Text size="sm">
            {t(`cashier.kind.${request.kind}`)} · {money(request.amount)} · {formatDateTime(request.created_at)}
          </Text>
          {request.method && <Text size="sm">{t('cashier.panel.method', { method: methodText(t, request.method) })}</Text>}
          {request.bank && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('cashier.panel.bank', {
                bank: request.bank.bank_name,
                holder: request.bank.holder_name,
                number: request.bank.account_number,
              })}
            </Text>
          )}
          {request.payment_reference && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('cashier.panel.paymentReference', { reference: request.payment_reference })}
            </Text>
          )}
          {request.receipt_reference && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('cashier.panel.receiptReference', { reference: request.receipt_reference })}
            </Text>
          )}
          {children}
          {request.decision_reason && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('cashier.panel.decisionReason', { reason: request.decision_reason })}
            </Text>
          )}
        </Stack>

        <Divider label={t('cashier.panel.limits')} labelPosition="left" />
        {player.deposit_limits.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('cashier.panel.noLimits')}
          </Text>
        ) : (
          <Stack gap={2}>
            {player.deposit_limits.map((limit) => (
              <Text size="sm" key={`${limit.set_by}-${limit.period}`}>
                {t(`cashier.panel.limit.${limit.period}`, { amount: money(limit.amount) })} ·{' '}
                {t(`cashier.panel.setBy.${limit.set_by}`)}
              </Text>
            ))}
          </Stack>
        )}

        <Divider label={t('cashier.panel.openBonus')} labelPosition="left" />
        {bonus ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {bonus.title} · {money(bonus.amount)}
            </Text>
            <Progress value={Math.round(wagered * 100)} aria-label={t('cashier.panel.wageringDone')} />
            <Text size="sm">
              {t('cashier.panel.wageringLeft', { left: money(bonus.wagering_left), required: money(bonus.wagering_required) })}
            </Text>
            {bonus.expires_at && (
              <Text size="xs" c="dimmed">
                {t('cashier.panel.bonusEnds', { date: formatDateTime(bonus.expires_at) })}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('cashier.panel.noBonus')}
          </Text>
        )}

        <Divider label={t('cashier.panel.recent')} labelPosition="left" />
        {player.recent.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('cashier.panel.noRecent')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} aria-label={t('cashier.panel.recent')} style={{ listStyle: 'none' }}>
            {player.recent.map((recent) => (
              <li key={recent.request_id}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">
                    {t(`cashier.kind.${recent.kind}`)} · <span style={{ whiteSpace: 'nowrap' }}>{money(recent.amount)}</span>
                  </Text>
                  <RequestStatus status={recent.status} />
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(recent.created_at)}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** A deposit method's name; a method this version does not know is shown as the server named it. */
export function methodText(t: (key: `cashier.method.${'bank_transfer' | 'e_wallet'}`) => string, method: string): string {
  return method === 'bank_transfer' || method === 'e_wallet' ? t(`cashier.method.${method}`) : method;
}
