import { Stack, Table, Text, Title } from '@mantine/core';
import type { playerDesk } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/i18n/format';
import { DetailList } from './detail-list';
import { Nowrap } from './nowrap';

/** Who the player is, how they came, and where they are signed in now. */
export function OverviewTab({ player }: { player: playerDesk.Player360 }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { profile, sessions } = player;
  const when = (at: string | null) => (at ? formatDateTime(at) : t('players.never'));
  const attribution = Object.entries(profile.attribution);
  return (
    <Stack gap="lg">
      <DetailList
        items={[
          { label: t('players.profile.playerId'), value: profile.player_id },
          { label: t('players.name'), value: profile.full_name || '—' },
          { label: t('players.profile.phone'), value: profile.contact_phone },
          { label: t('players.profile.email'), value: profile.contact_email || '—' },
          { label: t('players.site'), value: `${profile.site.name} (${profile.site.domain})` },
          { label: t('players.registered'), value: when(profile.created_at) },
          { label: t('players.profile.verified'), value: when(profile.verified_at) },
          { label: t('players.lastLogin'), value: when(profile.last_login_at) },
          {
            label: t('players.profile.terms'),
            value: profile.terms_accepted_at
              ? t('players.profile.termsAccepted', {
                  version: profile.terms_version,
                  at: formatDateTime(profile.terms_accepted_at),
                })
              : '—',
          },
          {
            label: t('players.profile.attribution'),
            value: attribution.length ? attribution.map(([key, value]) => `${key}=${value}`).join(', ') : '—',
          },
        ]}
      />
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('players.sessions.title', { count: sessions.length })}
        </Title>
        {sessions.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('players.sessions.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560} type="native">
            <Table striped>
              <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{t('players.sessions.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('players.sessions.started')}</Table.Th>
                  <Table.Th>{t('players.sessions.lastSeen')}</Table.Th>
                  <Table.Th>{t('players.sessions.address')}</Table.Th>
                  <Table.Th>{t('players.sessions.device')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sessions.map((session) => (
                  <Table.Tr key={session.session_id}>
                    <Table.Td>
                      <Nowrap>{formatDateTime(session.created_at)}</Nowrap>
                    </Table.Td>
                    <Table.Td>
                      <Nowrap>{formatDateTime(session.last_seen_at)}</Nowrap>
                    </Table.Td>
                    <Table.Td>{session.ip || '—'}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={1} maw={320} title={session.user_agent}>
                        {session.user_agent || '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
