import { Button, Group } from '@mantine/core';
import type { engagementAdmin } from '@wl/contract';
import { useTranslation } from 'react-i18next';

/** Edit, pause, resume and end as the record's status allows; an ended one offers nothing. */
export function StatusActions({
  status,
  name,
  onEdit,
  onChange,
  busy,
}: {
  status: engagementAdmin.EngagementStatus;
  /** the record's name, for the buttons' accessible names */
  name: string;
  onEdit(): void;
  onChange(status: engagementAdmin.EngagementStatus): void;
  busy?: boolean;
}) {
  const { t } = useTranslation('engagement');
  if (status === 'ended') return null;
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-sm" variant="light" aria-label={t('actions.editNamed', { name })} onClick={onEdit}>
        {t('actions.edit')}
      </Button>
      {status === 'active' ? (
        <Button
          size="compact-sm"
          variant="default"
          disabled={busy}
          aria-label={t('actions.pauseNamed', { name })}
          onClick={() => onChange('paused')}
        >
          {t('actions.pause')}
        </Button>
      ) : (
        <Button
          size="compact-sm"
          variant="default"
          disabled={busy}
          aria-label={t('actions.resumeNamed', { name })}
          onClick={() => onChange('active')}
        >
          {t('actions.resume')}
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        disabled={busy}
        aria-label={t('actions.endNamed', { name })}
        onClick={() => onChange('ended')}
      >
        {t('actions.end')}
      </Button>
    </Group>
  );
}
