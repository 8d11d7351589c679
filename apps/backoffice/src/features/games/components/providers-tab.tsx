import { Button, Group, Image, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import { PRODUCT_CATEGORIES } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useMayCall } from '@/shared/session/may-call';
import type { Member } from '@/shared/session/member';
import { CellBadge } from '@/shared/ui/cell-badge';
import { useNotify } from '@/shared/ui/notify';
import { QueryState } from '@/shared/ui/query-state';
import { type CatalogueProvider, useProviders } from '../api/list-providers';
import { useSetIntegrationEnabled } from '../api/save-integration';
import { useSetProviderEnabled } from '../api/set-provider-enabled';
import { IntegrationForm } from './integration-form';
import { UnconnectedChoice } from './unconnected-choice';

type Site = Member['sites'][number];
type Category = (typeof PRODUCT_CATEGORIES)[number];

const isCategory = (value: string): value is Category => PRODUCT_CATEGORIES.includes(value as Category);

/** How the installation reaches a provider: its kind and address, and that its secret is set (never the secret). */
function Connection({ provider }: { provider: CatalogueProvider }) {
  const { t } = useTranslation(['games', 'ui']);
  const formatDateTime = useFormatDateTime();
  const integration = provider.integration;
  if (!integration) return <CellBadge color="gray">{t('providers.notConnected')}</CellBadge>;
  return (
    <Stack gap={2}>
      <Group gap={4} wrap="nowrap">
        <CellBadge color={integration.kind === 'builtin' ? 'blue' : 'grape'}>
          {t(`providers.kinds.${integration.kind}`)}
        </CellBadge>
        <CellBadge color={integration.enabled ? 'green' : 'red'}>
          {integration.enabled ? t('providers.connectionOn') : t('providers.connectionOff')}
        </CellBadge>
      </Group>
      {integration.launch_url && (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {integration.launch_url}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('providers.secretSet', { time: formatDateTime(integration.secret_set_at) })}
      </Text>
    </Stack>
  );
}

/**
 * Every provider of the catalogue: whether the site offers it (its games, lists and provider
 * count follow), and how the installation is connected to it. Platform staff connect providers;
 * an operator's members see the connection read-only.
 */
export function ProvidersTab({ site }: { site: Site }) {
  const { t } = useTranslation(['games', 'ui']);
  const notify = useNotify();
  const mayCall = useMayCall();
  const providers = useProviders(site.id);
  const setEnabled = useSetProviderEnabled();
  const setConnection = useSetIntegrationEnabled();
  const [connecting, setConnecting] = useState<CatalogueProvider>();
  const mayOffer = mayCall('catalogueProvidersSetEnabled');

  const offer = async (provider: CatalogueProvider, enabled: boolean) => {
    try {
      await setEnabled.mutateAsync({ site_id: site.id, provider_code: provider.provider_code, enabled });
      notify.done(
        t(enabled ? 'providers.offered' : 'providers.notOffered', { provider: provider.provider_name, site: site.name }),
      );
    } catch (error) {
      notify.failed(error);
    }
  };
  const connect = async (provider: CatalogueProvider, enabled: boolean) => {
    try {
      await setConnection.mutateAsync({ provider_code: provider.provider_code, enabled });
      notify.done(
        t(enabled ? 'providers.connectionSwitchedOn' : 'providers.connectionSwitchedOff', { provider: provider.provider_name }),
      );
    } catch (error) {
      notify.failed(error);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('providers.intro')}
      </Text>
      <QueryState query={providers} isEmpty={(data) => data.value.length === 0} emptyText={t('providers.empty')}>
        {(data) => (
          <>
            <UnconnectedChoice siteId={site.id} siteName={site.name} value={data.unconnected_games} />
            <Table.ScrollContainer minWidth={760} type="native">
              <Table striped verticalSpacing="xs">
                <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
                  {t('providers.caption', { site: site.name })}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('providers.provider')}</Table.Th>
                    <Table.Th>{t('catalogue.category')}</Table.Th>
                    <Table.Th ta="end">{t('providers.games')}</Table.Th>
                    <Table.Th>{t('providers.onSite')}</Table.Th>
                    <Table.Th>{t('providers.connection')}</Table.Th>
                    {data.may_edit_integrations && <Table.Th>{t('catalogue.actions')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.value.map((provider) => (
                    <Table.Tr key={provider.provider_code}>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          {provider.logo_url && <Image src={provider.logo_url} alt="" w={32} h={32} radius="sm" />}
                          <Stack gap={0}>
                            <Text size="sm" fw={600}>
                              {provider.provider_name}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {provider.provider_code}
                            </Text>
                          </Stack>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        {isCategory(provider.category) ? t(`categories.${provider.category}`) : provider.category}
                      </Table.Td>
                      <Table.Td ta="end">{provider.game_total}</Table.Td>
                      <Table.Td>
                        {mayOffer ? (
                          <Switch
                            checked={provider.enabled}
                            onChange={(event) => void offer(provider, event.currentTarget.checked)}
                            aria-label={t('providers.offer', { provider: provider.provider_name })}
                          />
                        ) : (
                          <CellBadge color={provider.enabled ? 'green' : 'gray'}>
                            {provider.enabled ? t('providers.yes') : t('providers.no')}
                          </CellBadge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Connection provider={provider} />
                      </Table.Td>
                      {data.may_edit_integrations && (
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            {provider.integration?.kind !== 'builtin' && (
                              <Button
                                size="compact-sm"
                                variant="default"
                                aria-label={t('providers.connectProvider', { provider: provider.provider_name })}
                                onClick={() => setConnecting(provider)}
                              >
                                {provider.integration ? t('providers.change') : t('providers.connect')}
                              </Button>
                            )}
                            {provider.integration && (
                              <Switch
                                checked={provider.integration.enabled}
                                onChange={(event) => void connect(provider, event.currentTarget.checked)}
                                aria-label={t('providers.connectionSwitch', { provider: provider.provider_name })}
                              />
                            )}
                          </Group>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </QueryState>
      <Modal
        opened={connecting !== undefined}
        onClose={() => setConnecting(undefined)}
        title={connecting ? t('integration.title', { provider: connecting.provider_name }) : ''}
        closeButtonProps={{ 'aria-label': t('ui:common.close') }}
      >
        {connecting && (
          <IntegrationForm
            provider={connecting}
            onCancel={() => setConnecting(undefined)}
            onSaved={() => {
              setConnecting(undefined);
              notify.done(t('integration.saved', { provider: connecting.provider_name }));
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
