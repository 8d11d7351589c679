import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TotpQr } from './totp-qr';

/** The new secret to add to an authenticator app: as a QR code, and as text to type by hand. */
export function Enrolment({ secret, uri }: { secret: string; uri: string }) {
  const { t } = useTranslation();
  // Groups of four, as authenticator apps show a typed key; the app ignores the spaces.
  const grouped = secret.replace(/(.{4})(?=.)/g, '$1 ');
  return (
    <Stack gap="sm">
      <Text size="sm">{t('signIn.enrolIntro')}</Text>
      <Text size="sm" fw={600}>
        {t('signIn.enrolScan')}
      </Text>
      <Group justify="center">
        <TotpQr uri={uri} label={t('signIn.qrLabel')} />
      </Group>
      <Text size="sm">{t('signIn.enrolSecret')}</Text>
      <Group gap="xs" wrap="nowrap">
        <Code data-testid="totp-secret" fz="sm" style={{ wordBreak: 'break-all' }}>
          {grouped}
        </Code>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy} style={{ flex: 'none' }}>
              {copied ? t('common.copied') : t('common.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" fw={600}>
        {t('signIn.enrolConfirm')}
      </Text>
    </Stack>
  );
}
