import { Button, Group, Menu, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { engagementAdmin } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { useMayCall } from '@/shared/session/may-call';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { useNotify } from '@/shared/ui/notify';
import { QueryState } from '@/shared/ui/query-state';
import { type AdminPromotion, usePromotions } from '../api/list-promotions';
import { useSetPromotionStatus } from '../api/set-promotion-status';
import { PromotionForm, type PromotionKind } from './promotion-form';
import type { EngagementSite } from './site';
import { StatusActions } from './status-actions';
import { StatusBadge } from './status-badge';
import { VISUALLY_HIDDEN } from './visually-hidden';

/** The rules of a promotion in a few words, for the list. */
function useRulesSummary(currency: string) {
  const { t, i18n } = useTranslation('engagement');
  const money = (amount: number) =>
    new Intl.NumberFormat(i18n.language === 'CN' ? 'zh-CN' : 'en', { style: 'currency', currency }).format(amount);
  return (rules: AdminPromotion['rules']) => {
    switch (rules.kind) {
      case 'deposit_bonus':
        return t('summary.depositBonus', {
          percent: rules.percent,
          cap: money(rules.cap),
          multiplier: rules.wagering_multiplier,
          days: rules.valid_days,
        });
      case 'cashback':
        return t('summary.cashback', {
          percent: rules.percent,
          cap: money(rules.cap),
          period: t(`periods.${rules.period}`).toLowerCase(),
        });
      case 'event_tokens':
        return t(`summary.tokens.${rules.event}`, { tokens: rules.tokens, level: rules.vip_level });
      case 'referral':
        return t('summary.referral', { reward: money(rules.reward), deposit: money(rules.min_deposit) });
    }
  };
}

type Dialog = { kind: PromotionKind; promotion?: AdminPromotion };

const BUILDER_KINDS: PromotionKind[] = ['deposit_bonus', 'cashback', 'event_tokens'];

/**
 * A site's promotions with their rules, schedule, status and uptake; the builder opens in a dialog.
 * `referral` narrows the list to the referral rewards (a tab of their own).
 */
export function PromotionsPanel({ site, referral = false }: { site: EngagementSite; referral?: boolean }) {
  const { t } = useTranslation('engagement');
  const mayCall = useMayCall();
  const onPhone = useMediaQuery('(max-width: 36em)');
  const promotions = usePromotions(site.id);
  const setStatus = useSetPromotionStatus();
  const [dialog, setDialog] = useState<Dialog>();
  const [failure, setFailure] = useState<ReturnType<typeof failureOf>>();
  const currency = promotions.data?.currency ?? site.currency;
  const summary = useRulesSummary(currency);
  const mayChange = mayCall('engagementPromotionsSave');
  const notify = useNotify();
  const close = () => setDialog(undefined);

  const changeStatus = async (promotion: AdminPromotion, status: engagementAdmin.EngagementStatus) => {
    setFailure(undefined);
    try {
      await setStatus.mutateAsync({ site_id: site.id, promotion_id: promotion.promotion_id, status });
      notify.done(t(`status.changed.${status}`));
    } catch (caught) {
      setFailure(failureOf(caught));
    }
  };

  return (
    <Stack gap="md" pt="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" maw={640}>
          {referral ? t('referral.intro') : t('promotions.intro')}
        </Text>
        {mayChange &&
          (referral ? (
            <Button onClick={() => setDialog({ kind: 'referral' })}>{t('referral.add')}</Button>
          ) : (
            <Menu position="bottom-end">
              <Menu.Target>
                <Button>{t('promotions.add')}</Button>
              </Menu.Target>
              <Menu.Dropdown>
                {BUILDER_KINDS.map((kind) => (
                  <Menu.Item key={kind} onClick={() => setDialog({ kind })}>
                    {t(`kinds.${kind}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ))}
      </Group>
      {failure && <FailureAlert failure={failure} />}
      <QueryState query={promotions}>
        {(data) => {
          const rows = data.value.filter((promotion) => (promotion.kind === 'referral') === referral);
          if (rows.length === 0) return <Text c="dimmed">{referral ? t('referral.empty') : t('promotions.empty')}</Text>;
          return (
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="sm" striped highlightOnHover>
                <Table.Caption style={VISUALLY_HIDDEN}>{referral ? t('tabs.referral') : t('tabs.promotions')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('columns.promotion')}</Table.Th>
                    <Table.Th>{t('columns.rules')}</Table.Th>
                    <Table.Th>{t('columns.schedule')}</Table.Th>
                    <Table.Th>{t('columns.status')}</Table.Th>
                    <Table.Th style={{ textAlign: 'end' }}>{t('columns.uptake')}</Table.Th>
                    {mayChange && <Table.Th>{t('columns.actions')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((promotion) => {
                    const title = promotion.title.EN ?? '';
                    return (
                      <Table.Tr key={promotion.promotion_id}>
                        <Table.Td>
                          <Text fw={600} size="sm">
                            {title}
                          </Text>
                          {site.language !== 'EN' && promotion.title[site.language] && (
                            <Text size="xs" c="dimmed" lang={site.language === 'CN' ? 'zh' : undefined}>
                              {promotion.title[site.language]}
                            </Text>
                          )}
                          <Text size="xs" c="dimmed">
                            {t(`kinds.${promotion.kind}`)}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{summary(promotion.rules)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{new Date(promotion.starts_at).toLocaleDateString()}</Text>
                          <Text size="xs" c="dimmed">
                            {promotion.ends_at
                              ? t('schedule.until', { date: new Date(promotion.ends_at).toLocaleDateString() })
                              : t('schedule.open')}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <StatusBadge status={promotion.status} />
                        </Table.Td>
                        <Table.Td style={{ textAlign: 'end' }}>
                          <Text size="sm">{promotion.claims}</Text>
                          {promotion.open_claims > 0 && (
                            <Text size="xs" c="dimmed">
                              {t('columns.open', { count: promotion.open_claims })}
                            </Text>
                          )}
                        </Table.Td>
                        {mayChange && (
                          <Table.Td>
                            <StatusActions
                              status={promotion.status}
                              name={title}
                              busy={setStatus.isPending}
                              onEdit={() => setDialog({ kind: promotion.kind, promotion })}
                              onChange={(status) => void changeStatus(promotion, status)}
                            />
                          </Table.Td>
                        )}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          );
        }}
      </QueryState>
      <Modal
        opened={dialog !== undefined}
        onClose={close}
        size="xl"
        fullScreen={onPhone}
        title={
          dialog?.promotion
            ? t('promotions.editTitle', { name: dialog.promotion.title.EN })
            : dialog
              ? t('promotions.newTitle', { kind: t(`kinds.${dialog.kind}`) })
              : ''
        }
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {dialog && (
          <PromotionForm
            siteId={site.id}
            currency={currency}
            language={site.language}
            kind={dialog.kind}
            promotion={dialog.promotion}
            onCancel={close}
            onSaved={() => {
              close();
              notify.done(t('promotions.saved'));
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
