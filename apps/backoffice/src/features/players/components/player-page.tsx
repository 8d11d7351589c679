import { Alert, Anchor, Card, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { playerDesk } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PATHS } from '@/config/paths';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useFormatAmount, useFormatCount } from '@/shared/i18n/format-number';
import { SITE_PARAM } from '@/shared/session/site';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { usePlayer } from '../api/get-player';
import { ApprovalLine } from './approval-line';
import { AuditTab } from './audit-tab';
import { BetsTab } from './bets-tab';
import { CashierTab } from './cashier-tab';
import { InboxTab } from './inbox-tab';
import { LedgerTab } from './ledger-tab';
import { LimitsTab } from './limits-tab';
import { NotesTab } from './notes-tab';
import { OverviewTab } from './overview-tab';
import { PlayerActions } from './player-actions';
import { PromotionsTab } from './promotions-tab';
import { ReferralTab } from './referral-tab';
import { StatusBadge } from './status-badge';

type Player = playerDesk.Player360;

export const PLAYER_TABS = [
  'overview',
  'ledger',
  'bets',
  'cashier',
  'limits',
  'promotions',
  'referral',
  'inbox',
  'notes',
  'audit',
] as const;
type Tab = (typeof PLAYER_TABS)[number];
const TAB_PARAM = 'tab';
const isTab = (value: string | null): value is Tab => PLAYER_TABS.includes(value as Tab);

/** The player 360 page: who the player is, their money, and every record of them, with the actions the member may take. */
export function PlayerPage() {
  const { t } = useTranslation();
  const { playerId } = useParams();
  const id = Number(playerId);
  const valid = Number.isInteger(id) && id > 0;
  const player = usePlayer(id, valid);
  if (!valid) return <Text>{t('players.notFound')}</Text>;
  return <QueryState query={player}>{(answer) => <Player360 player={answer} />}</QueryState>;
}

function Player360({ player }: { player: Player }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const tab: Tab = isTab(requested) ? requested : 'overview';
  const site = params.get(SITE_PARAM);
  const { profile } = player;

  const showTab = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next && next !== 'overview') updated.set(TAB_PARAM, next);
        else updated.delete(TAB_PARAM);
        return updated;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={{ pathname: PATHS.players, search: site ? `?${SITE_PARAM}=${site}` : '' }} size="sm">
        {t('players.backToSearch')}
      </Anchor>
      <PageHeader
        title={profile.account_id}
        badge={<StatusBadge status={profile.status} size="lg" />}
        description={[profile.full_name, profile.site.name, t('players.vipLevel', { level: profile.vip_level })]
          .filter(Boolean)
          .join(' · ')}
        actions={<PlayerActions player={player} />}
        actionsAlign="start"
      />
      <Balances player={player} />
      {player.pending_approvals.length > 0 && (
        <Alert color="yellow" variant="light" title={t('players.pendingApprovals')}>
          <Stack gap={4}>
            {player.pending_approvals.map((approval) => (
              <ApprovalLine key={approval.id} approval={approval} />
            ))}
          </Stack>
        </Alert>
      )}
      <Tabs value={tab} onChange={showTab} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {PLAYER_TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`players.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <OverviewTab player={player} />
        </Tabs.Panel>
        <Tabs.Panel value="ledger" pt="md">
          <LedgerTab playerId={profile.player_id} />
        </Tabs.Panel>
        <Tabs.Panel value="bets" pt="md">
          <BetsTab playerId={profile.player_id} />
        </Tabs.Panel>
        <Tabs.Panel value="cashier" pt="md">
          <CashierTab playerId={profile.player_id} />
        </Tabs.Panel>
        <Tabs.Panel value="limits" pt="md">
          <LimitsTab player={player} />
        </Tabs.Panel>
        <Tabs.Panel value="promotions" pt="md">
          <PromotionsTab player={player} />
        </Tabs.Panel>
        <Tabs.Panel value="referral" pt="md">
          <ReferralTab player={player} />
        </Tabs.Panel>
        <Tabs.Panel value="inbox" pt="md">
          <InboxTab playerId={profile.player_id} />
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="md">
          <NotesTab player={player} />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <AuditTab playerId={profile.player_id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** Cash, the bonus in play with its wagering left, and tokens. */
function Balances({ player }: { player: Player }) {
  const { t } = useTranslation();
  const formatAmount = useFormatAmount();
  const formatCount = useFormatCount();
  const formatDateTime = useFormatDateTime();
  const { balances } = player;
  const currency = player.profile.site.currency;
  return (
    <SimpleGrid cols={3} spacing="sm">
      <Stat label={t('players.balances.cash')} value={formatAmount(balances.cash, currency)}>
        {t('players.balances.lifetime', {
          deposits: formatAmount(balances.total_deposit, currency),
          turnover: formatAmount(balances.total_turnover, currency),
        })}
      </Stat>
      <Stat
        label={t('players.balances.bonus')}
        value={balances.bonus ? formatAmount(balances.bonus.amount, currency) : t('players.balances.noBonus')}
      >
        {balances.bonus &&
          [
            t('players.balances.wageringLeft', { amount: formatAmount(balances.bonus.wagering_left, currency) }),
            balances.bonus.expires_at ? t('players.balances.expires', { at: formatDateTime(balances.bonus.expires_at) }) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
      </Stat>
      <Stat label={t('players.balances.tokens')} value={formatCount(balances.tokens)}>
        {balances.frozen_tokens > 0 ? t('players.balances.frozen', { tokens: formatCount(balances.frozen_tokens) }) : ''}
      </Stat>
    </SimpleGrid>
  );
}

function Stat({ label, value, children }: { label: string; value: string; children?: React.ReactNode }) {
  return (
    <Card component="section" aria-label={label} withBorder padding="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={{ base: 'md', xs: 'xl' }} fw={700}>
        {value}
      </Text>
      {children && (
        <Text size="xs" c="dimmed">
          {children}
        </Text>
      )}
    </Card>
  );
}
