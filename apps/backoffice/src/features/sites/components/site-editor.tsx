import { Anchor, Badge, Box, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '@/shared/session/may-call';
import { QueryState } from '@/shared/ui/query-state';
import { type SiteSettings, useSiteSettings } from '../api/get-site-settings';
import type { PreviewLook } from '../preview';
import { DomainsCard } from './domains-card';
import { SitePreview } from './site-preview';
import { SiteSettingsForm } from './site-settings-form';

function lookOf(site: SiteSettings): PreviewLook {
  const { theme_code, theme_color, logo1, logo2, logo3, logo_text } = site;
  return { theme_code, theme_color, logo1, logo2, logo3, logo_text };
}

function Editor({ site, onBack }: { site: SiteSettings; onBack(): void }) {
  const { t } = useTranslation(['sites', 'ui']);
  const mayCall = useMayCall();
  const [look, setLook] = useState<PreviewLook>(() => lookOf(site));
  const onLookChange = useCallback((next: PreviewLook) => setLook(next), []);
  const previewDomain = site.domains[0];

  return (
    <Stack gap="md">
      <div>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('backToList')}
        </Anchor>
        <Group gap="sm" align="center" mt={4}>
          <Title order={1} fz="h2">
            {site.name}
          </Title>
          {site.in_maintenance && <Badge color="orange">{t('list.maintenance')}</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {t('editorIntro', { id: site.external_id })}
        </Text>
      </div>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }} order={{ base: 2, lg: 1 }}>
          <Stack gap="md">
            <SiteSettingsForm key={site.id} site={site} editable={mayCall('siteSettingsSave')} onLookChange={onLookChange} />
            <DomainsCard site={site} editable={mayCall('siteDomainAdd')} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }} order={{ base: 1, lg: 2 }}>
          <Box style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 0px) + var(--mantine-spacing-md))' }}>
            {previewDomain && <SitePreview domain={previewDomain} look={look} />}
          </Box>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** One site's settings beside its live preview. */
export function SiteEditor({ siteId, onBack }: { siteId: number; onBack(): void }) {
  const settings = useSiteSettings(siteId);
  return <QueryState query={settings}>{(data) => <Editor site={data.value} onBack={onBack} />}</QueryState>;
}
