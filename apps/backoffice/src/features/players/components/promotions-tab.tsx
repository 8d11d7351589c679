import { Badge, Progress, Stack, Text } from '@mantine/core';
import type { playerDesk } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useFormatAmount, useFormatCount } from '@/shared/i18n/format-number';
import { DataTable, dataColumns } from '@/shared/ui/data-table';
import { Nowrap } from './nowrap';

type Claim = playerDesk.Player360['promotions'][number];
const column = dataColumns<Claim>();

/** The promotions the player took: a deposit bonus with its wagering, cashback, tokens, referral rewards. */
export function PromotionsTab({ player }: { player: playerDesk.Player360 }) {
  const { t } = useTranslation();
  const formatAmount = useFormatAmount();
  const formatCount = useFormatCount();
  const formatDateTime = useFormatDateTime();
  const currency = player.profile.site.currency;
  const columns = [
    column.accessor('created_at', {
      header: t('players.when'),
      cell: ({ getValue }) => <Nowrap>{formatDateTime(getValue())}</Nowrap>,
    }),
    column.accessor('title', {
      header: t('players.promotions.promotion'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">{row.original.title}</Text>
          <Text size="xs" c="dimmed">
            {t(`players.promotionKinds.${row.original.kind}`)}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('status', {
      header: t('players.status'),
      cell: ({ getValue }) => (
        <Badge variant="light" color={getValue() === 'active' ? 'blue' : 'gray'} miw="fit-content">
          {t(`players.claimStatuses.${getValue()}`)}
        </Badge>
      ),
    }),
    column.accessor('amount', {
      header: t('players.promotions.amount'),
      meta: { align: 'end' },
      cell: ({ row }) => (
        <Nowrap>
          {row.original.kind === 'event_tokens'
            ? t('players.inbox.tokens', { tokens: formatCount(row.original.amount) })
            : formatAmount(row.original.amount, currency)}
        </Nowrap>
      ),
    }),
    column.display({
      id: 'wagering',
      header: t('players.promotions.wagering'),
      cell: ({ row }) => {
        const claim = row.original;
        if (claim.wagering_required === 0) return '—';
        return (
          <Stack gap={2} miw={160}>
            <Text size="xs">
              {formatAmount(claim.wagering_done, currency)} / {formatAmount(claim.wagering_required, currency)}
            </Text>
            <Progress
              value={Math.min(100, (claim.wagering_done / claim.wagering_required) * 100)}
              aria-label={t('players.promotions.wageringProgress', { title: claim.title })}
              size="sm"
            />
          </Stack>
        );
      },
    }),
    column.accessor('expires_at', {
      header: t('players.promotions.expires'),
      cell: ({ getValue }) => {
        const at = getValue();
        return <Nowrap>{at ? formatDateTime(at) : '—'}</Nowrap>;
      },
    }),
  ];
  return (
    <DataTable
      caption={t('players.promotions.caption')}
      columns={columns}
      rows={player.promotions}
      getRowId={(claim) => `${claim.promotion_id}:${claim.period_key}`}
      emptyText={t('players.promotions.empty')}
    />
  );
}
