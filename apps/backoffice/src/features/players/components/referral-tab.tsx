import { Anchor, Stack } from '@mantine/core';
import type { playerDesk } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { playerPath } from '@/config/paths';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useFormatAmount } from '@/shared/i18n/format-number';
import { DataTable, dataColumns } from '@/shared/ui/data-table';
import { DetailList } from './detail-list';
import { Nowrap } from './nowrap';

type Referee = playerDesk.Player360['referral']['referees'][number];
const column = dataColumns<Referee>();

/** The player's referral code, who referred them, and the players they referred. */
export function ReferralTab({ player }: { player: playerDesk.Player360 }) {
  const { t } = useTranslation();
  const formatAmount = useFormatAmount();
  const formatDateTime = useFormatDateTime();
  const { profile, referral } = player;
  const referrer = profile.referrer;
  const columns = [
    column.accessor('account_id', {
      header: t('players.accountId'),
      cell: ({ row }) => (
        <Anchor component={Link} to={playerPath(row.original.player_id)} size="sm">
          {row.original.account_id}
        </Anchor>
      ),
    }),
    column.accessor('joined_at', {
      header: t('players.registered'),
      cell: ({ getValue }) => <Nowrap>{formatDateTime(getValue())}</Nowrap>,
    }),
    column.accessor('rewarded', {
      header: t('players.referral.rewarded'),
      cell: ({ getValue }) => (getValue() ? t('players.yes') : t('players.no')),
    }),
  ];
  return (
    <Stack gap="lg">
      <DetailList
        items={[
          { label: t('players.referral.code'), value: profile.referral_code },
          {
            label: t('players.referral.referredBy'),
            value: !referrer ? (
              '—'
            ) : referrer.player_id !== null ? (
              <Anchor component={Link} to={playerPath(referrer.player_id)}>
                {referrer.account_id} ({referrer.code})
              </Anchor>
            ) : (
              t('players.referral.unknownCode', { code: referrer.code })
            ),
          },
          { label: t('players.referral.totalRewards'), value: formatAmount(referral.total_rewards, profile.site.currency) },
        ]}
      />
      <DataTable
        caption={t('players.referral.caption', { count: referral.referees.length })}
        columns={columns}
        rows={referral.referees}
        getRowId={(referee) => String(referee.player_id)}
        emptyText={t('players.referral.empty')}
      />
    </Stack>
  );
}
