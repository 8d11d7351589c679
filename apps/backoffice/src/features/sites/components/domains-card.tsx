import { ActionIcon, Button, Card, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { type Failure, fields } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { useFieldErrorText } from '@/shared/forms/field-error';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { useNotify } from '@/shared/ui/notify';
import { useAddSiteDomain } from '../api/add-site-domain';
import type { SiteSettings } from '../api/get-site-settings';
import { useRemoveSiteDomain } from '../api/remove-site-domain';

/** The site's domains: each answers as the site at once; one is added or removed at a time, and the last stays. */
export function DomainsCard({ site, editable }: { site: SiteSettings; editable: boolean }) {
  const { t } = useTranslation('sites');
  const fieldError = useFieldErrorText();
  const add = useAddSiteDomain();
  const remove = useRemoveSiteDomain();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<Failure>();
  const notify = useNotify();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = fields.domainName.safeParse(typed);
    if (!checked.success) {
      setError(fieldError({ type: 'zod', message: checked.error.issues[0]?.message ?? 'invalid' }));
      return;
    }
    setError(undefined);
    try {
      await add.mutateAsync({ site_id: site.id, domain: checked.data });
      setTyped('');
      notify.done(t('domains.added', { domain: checked.data }));
    } catch (caught) {
      const refused = failureOf(caught);
      const onField = refused.errors?.find((each) => each.field === 'domain');
      if (onField) setError(fieldError({ type: 'server', message: onField.key }));
      else setFailure(refused);
    }
  };

  const detach = async (domain: string) => {
    setFailure(undefined);
    try {
      await remove.mutateAsync({ site_id: site.id, domain });
      notify.done(t('domains.removed', { domain }));
    } catch (caught) {
      setFailure(failureOf(caught));
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="site-domains">
      <Title order={2} fz="h4" mb="sm" id="site-domains">
        {t('domains.title')}
      </Title>
      <Stack gap="sm">
        {failure && <FailureAlert failure={failure} />}
        <List listStyleType="none" spacing={4} aria-labelledby="site-domains">
          {site.domains.map((domain) => (
            <List.Item key={domain}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {domain}
                </Text>
                {editable && site.domains.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={t('domains.remove', { domain })}
                    loading={remove.isPending && remove.variables?.domain === domain}
                    onClick={() => detach(domain)}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
        {editable && (
          <form onSubmit={submit} noValidate>
            <Group align="flex-start" gap="xs">
              <TextInput
                label={t('domains.new')}
                placeholder="play.example.com"
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                error={error}
                style={{ flex: 1, minWidth: 200 }}
              />
              <Button type="submit" mt={24} loading={add.isPending}>
                {t('domains.add')}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Card>
  );
}
