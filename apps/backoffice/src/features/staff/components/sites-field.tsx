import { Checkbox, Input, ScrollArea, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMember } from '@/shared/session/member';

/**
 * Which sites a member works on: all of the operator's (null, sites added later included), or
 * the ones ticked among the signed-in member's own sites.
 */
export function SitesField({
  value,
  onChange,
  error,
}: {
  value: number[] | null;
  onChange(next: number[] | null): void;
  error?: string;
}) {
  const { t } = useTranslation();
  const member = useMember();
  return (
    <Input.Wrapper label={t('staff.sites')} error={error}>
      <Stack gap="xs" mt={4}>
        <Checkbox
          label={t('staff.allSites')}
          description={t('staff.allSitesHint')}
          checked={value === null}
          onChange={(event) => onChange(event.currentTarget.checked ? null : [])}
        />
        {value !== null && (
          <ScrollArea.Autosize mah={180} type="auto">
            <Checkbox.Group
              aria-label={t('staff.chooseSites')}
              value={value.map(String)}
              onChange={(ids) => onChange(ids.map(Number))}
            >
              <Stack gap={6} pl="lg">
                {member.sites.map((site) => (
                  <Checkbox key={site.id} value={String(site.id)} label={`${site.name} (${site.domain})`} />
                ))}
              </Stack>
            </Checkbox.Group>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
