import { Anchor, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { useMayCall } from '@/shared/session/may-call';
import { useSelectedSite } from '@/shared/session/site';
import { type DataColumn, DataTable, dataColumns } from '@/shared/ui/data-table';
import { type SiteSummary, useSites } from '../api/list-sites';
import { CreateSiteForm } from './create-site-form';
import { SiteEditor } from './site-editor';

const column = dataColumns<SiteSummary>();

function SitesList({ onOpen }: { onOpen(siteId: number): void }) {
  const { t } = useTranslation(['sites', 'ui']);
  const mayCall = useMayCall();
  const sites = useSites();
  const onPhone = useMediaQuery('(max-width: 36em)');
  const [creating, setCreating] = useState(false);

  const columns: DataColumn<SiteSummary>[] = [
    column.accessor('name', {
      header: t('list.name'),
      cell: ({ row }) => (
        <Anchor component="button" type="button" fw={500} ta="start" onClick={() => onOpen(row.original.id)}>
          {row.original.name}
        </Anchor>
      ),
    }),
    column.accessor((site) => site.domains.join(' '), {
      id: 'domains',
      header: t('list.domains'),
      cell: ({ row }) => (
        <Stack gap={0}>
          {row.original.domains.map((domain) => (
            <Text key={domain} size="sm" style={{ wordBreak: 'break-all' }}>
              {domain}
            </Text>
          ))}
        </Stack>
      ),
    }),
    column.accessor((site) => `${site.theme_code} ${site.theme_color}`, {
      id: 'look',
      header: t('list.look'),
      cell: ({ row }) => t('list.lookValue', { template: row.original.theme_code, colour: row.original.theme_color }),
    }),
    column.accessor((site) => `${site.language} · ${site.currency} · ${site.country}`, {
      id: 'locale',
      header: t('list.locale'),
    }),
    column.accessor((site) => (site.in_maintenance ? 'maintenance' : site.status), {
      id: 'status',
      header: t('list.status'),
      cell: ({ row }) =>
        row.original.in_maintenance ? (
          <Badge color="orange">{t('list.maintenance')}</Badge>
        ) : (
          <Badge color={row.original.status === 'active' ? 'green' : 'gray'}>{t(`list.${row.original.status}`)}</Badge>
        ),
    }),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        {mayCall('sitesCreate') && <Button onClick={() => setCreating(true)}>{t('new')}</Button>}
      </Group>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <DataTable
        caption={t('list.caption')}
        columns={columns}
        rows={sites.data?.value}
        getRowId={(site) => String(site.id)}
        emptyText={t('list.empty')}
        refreshing={sites.isFetching && !sites.isPending}
        failure={sites.isError ? failureOf(sites.error) : undefined}
        onRetry={() => void sites.refetch()}
      />
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        size="lg"
        fullScreen={onPhone}
        title={t('new')}
        closeButtonProps={{ 'aria-label': t('ui:common.close') }}
      >
        {creating && (
          <CreateSiteForm
            onCancel={() => setCreating(false)}
            onCreated={(site) => {
              setCreating(false);
              onOpen(site.id);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

/**
 * Sites and branding: the member's sites, and one site's settings beside its live preview. The
 * site is the shell's (`?site=`), so a link or a reload keeps it.
 */
export function SitesPage() {
  const [siteId, selectSite] = useSelectedSite();
  if (siteId !== null) return <SiteEditor siteId={siteId} onBack={() => selectSite(null)} />;
  return <SitesList onOpen={selectSite} />;
}
