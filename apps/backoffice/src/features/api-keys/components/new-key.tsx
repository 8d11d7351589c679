import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CreatedKey } from './create-key-form';

/** The key just created, the only time it is shown: with a copy button and a plain warning. */
export function NewKey({ created, onDone }: { created: CreatedKey; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert color="yellow" variant="light" role="status" title={t('apiKeys.shownOnceTitle')}>
        {t('apiKeys.shownOnce')}
      </Alert>
      <Text size="sm">{t('apiKeys.keyFor', { name: created.value.name, role: t(`roles.${created.value.role}`) })}</Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="new-key-label">
          {t('apiKeys.theKey')}
        </Text>
        <Code
          block
          fz="sm"
          aria-labelledby="new-key-label"
          style={{ userSelect: 'all', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          {created.key}
        </Code>
      </Stack>
      <Group justify="space-between">
        <CopyButton value={created.key}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy} data-autofocus>
              {copied ? t('common.copied') : t('apiKeys.copyKey')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('apiKeys.done')}</Button>
      </Group>
    </Stack>
  );
}
