import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useMember } from '@/shared/session/member';
import { PageHeader } from '@/shared/ui/page-header';
import { ChangePasswordForm } from './change-password-form';
import { SessionsTable } from './sessions-table';

function ProfileRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={120} style={{ verticalAlign: 'top' }}>
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function Profile() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const member = useMember();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="profile-title">
      <Title order={2} fz="h4" mb="sm" id="profile-title">
        {t('account.profile')}
      </Title>
      <Table variant="vertical" layout="fixed" withRowBorders={false}>
        <Table.Tbody>
          <ProfileRow label={t('account.displayName')}>{member.display_name || '—'}</ProfileRow>
          <ProfileRow label={t('account.username')}>{member.username}</ProfileRow>
          <ProfileRow label={t('account.role')}>{t(`roles.${member.role}`)}</ProfileRow>
          <ProfileRow label={t('account.operator')}>{member.operator?.name ?? t('account.platform')}</ProfileRow>
          <ProfileRow label={t('account.sites')}>
            {member.sites.length === 0 ? (
              t('account.noSites')
            ) : (
              <Group gap={6}>
                {member.sites.map((site) => (
                  <Badge
                    key={site.id}
                    variant="light"
                    color="gray"
                    tt="none"
                    fw={500}
                    title={`${site.domain} · ${site.currency}`}
                  >
                    {site.name}
                  </Badge>
                ))}
              </Group>
            )}
          </ProfileRow>
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="sm">
        {t('account.sessionEnds', { time: formatDateTime(member.session_expires_at) })}
      </Text>
    </Card>
  );
}

function TwoFactor() {
  const { t } = useTranslation();
  const member = useMember();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="two-factor-title">
      <Title order={2} fz="h4" mb="sm" id="two-factor-title">
        {t('account.twoFactor')}
      </Title>
      <Badge color={member.totp_enabled ? 'green' : 'gray'} variant="light" mb="sm">
        {member.totp_enabled ? t('account.twoFactorOn') : t('account.twoFactorOff')}
      </Badge>
      <Text size="sm">{member.totp_enabled ? t('account.twoFactorOnText') : t('account.twoFactorOffText')}</Text>
    </Card>
  );
}

/** My account: who I am here, my password, my two-step verification and where I am signed in. */
export function AccountPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('account.title')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Profile />
        <TwoFactor />
      </SimpleGrid>
      <Card withBorder padding="lg" component="section" aria-labelledby="password-title">
        <Title order={2} fz="h4" mb="sm" id="password-title">
          {t('password.changeTitle')}
        </Title>
        <ChangePasswordForm />
      </Card>
      <Card withBorder padding="lg" component="section" aria-labelledby="sessions-title">
        <Title order={2} fz="h4" mb="sm" id="sessions-title">
          {t('account.sessions')}
        </Title>
        <SessionsTable />
      </Card>
    </Stack>
  );
}
