import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type engagementAdmin, type Failure, PRODUCT_CATEGORIES, type ProductCategory } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { useMayCall } from '@/shared/session/may-call';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { useNotify } from '@/shared/ui/notify';
import { QueryState } from '@/shared/ui/query-state';
import { type AdminMission, useMissions } from '../api/list-missions';
import { useSetMissionStatus } from '../api/set-mission-status';
import { MissionForm } from './mission-form';
import type { EngagementSite } from './site';
import { StatusActions } from './status-actions';
import { StatusBadge } from './status-badge';
import { VISUALLY_HIDDEN } from './visually-hidden';

/** A site's daily and weekly missions with their goal and reward; added and changed in a dialog. */
export function MissionsPanel({ site }: { site: EngagementSite }) {
  const { t } = useTranslation('engagement');
  const notify = useNotify();
  const mayCall = useMayCall();
  const onPhone = useMediaQuery('(max-width: 36em)');
  const missions = useMissions(site.id);
  const setStatus = useSetMissionStatus();
  const [dialog, setDialog] = useState<{ mission?: AdminMission }>();
  const [failure, setFailure] = useState<Failure>();
  const currency = missions.data?.currency ?? site.currency;
  const mayChange = mayCall('engagementMissionsSave');
  const close = () => setDialog(undefined);
  const categoryName = (category: string) =>
    (PRODUCT_CATEGORIES as readonly string[]).includes(category) ? t(`categories.${category as ProductCategory}`) : category;

  const changeStatus = async (mission: AdminMission, status: engagementAdmin.EngagementStatus) => {
    setFailure(undefined);
    try {
      await setStatus.mutateAsync({ site_id: site.id, mission_id: mission.mission_id, status });
      notify.done(t(`status.changed.${status}`));
    } catch (caught) {
      setFailure(failureOf(caught));
    }
  };

  return (
    <Stack gap="md" pt="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" maw={640}>
          {t('missions.intro')}
        </Text>
        {mayChange && <Button onClick={() => setDialog({})}>{t('missions.add')}</Button>}
      </Group>
      {failure && <FailureAlert failure={failure} />}
      <QueryState query={missions} isEmpty={(data) => data.value.length === 0} emptyText={t('missions.empty')}>
        {(data) => (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" striped highlightOnHover>
              <Table.Caption style={VISUALLY_HIDDEN}>{t('tabs.missions')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.mission')}</Table.Th>
                  <Table.Th>{t('columns.goal')}</Table.Th>
                  <Table.Th>{t('columns.reward')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                  <Table.Th style={{ textAlign: 'end' }}>{t('columns.claims')}</Table.Th>
                  {mayChange && <Table.Th>{t('columns.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.value.map((mission) => {
                  const title = mission.title.EN ?? '';
                  const money = mission.kind === 'deposit_at_least' || mission.kind === 'wager_on_category';
                  return (
                    <Table.Tr key={mission.mission_id}>
                      <Table.Td>
                        <Text fw={600} size="sm">
                          {title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t(`periods.${mission.period}`)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {t(`missionGoals.${mission.kind}`, {
                            target: money ? `${mission.target} ${currency}` : mission.target,
                            category: mission.game_type ? categoryName(mission.game_type) : '',
                          })}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {mission.reward_type === 'bonus'
                            ? `${mission.reward_amount} ${currency}`
                            : t('rewardTokensCount', { count: mission.reward_amount })}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge status={mission.status} />
                      </Table.Td>
                      <Table.Td style={{ textAlign: 'end' }}>{mission.claims}</Table.Td>
                      {mayChange && (
                        <Table.Td>
                          <StatusActions
                            status={mission.status}
                            name={title}
                            busy={setStatus.isPending}
                            onEdit={() => setDialog({ mission })}
                            onChange={(status) => void changeStatus(mission, status)}
                          />
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      <Modal
        opened={dialog !== undefined}
        onClose={close}
        size="lg"
        fullScreen={onPhone}
        title={dialog?.mission ? t('missions.editTitle', { name: dialog.mission.title.EN }) : t('missions.add')}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {dialog && (
          <MissionForm
            siteId={site.id}
            currency={currency}
            language={site.language}
            mission={dialog.mission}
            onCancel={close}
            onSaved={() => {
              close();
              notify.done(t('missions.saved'));
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
