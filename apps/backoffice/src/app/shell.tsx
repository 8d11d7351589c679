import { AppShell, Burger, Button, Group, NativeSelect, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { LanguageSwitch } from '@/shared/i18n/language-switch';
import { useMember, useSignOut } from '@/shared/session/member';
import { SITE_PARAM, useSelectedSite } from '@/shared/session/site';
import { ThemeToggle } from '@/shared/ui/theme-toggle';
import { type NavSection, sectionsFor } from './nav';

/**
 * The frame of every screen behind sign-in: the header (sections toggle on a phone, theme, sign
 * out), and the navbar with who is signed in, the site picker when the member has several sites,
 * the sections their permissions allow, and the language.
 */
export function Shell({ sections, children }: { sections?: readonly NavSection[]; children: ReactNode }) {
  const { t } = useTranslation();
  const member = useMember();
  const signOut = useSignOut();
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  const [siteId, selectSite] = useSelectedSite();
  const search = siteId === null ? '' : `?${SITE_PARAM}=${siteId}`;

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('shell.toggleNavigation')} />
            <Text fw={700}>{t('app.name')}</Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ThemeToggle />
            <Button variant="default" onClick={() => signOut.mutate()} loading={signOut.isPending}>
              {t('shell.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('shell.navigation')} component="nav">
        <AppShell.Section mb="sm">
          <Text fw={600} truncate>
            {member.display_name || member.username}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`roles.${member.role}`)}
            {member.operator ? ` · ${member.operator.name}` : ''}
          </Text>
        </AppShell.Section>
        {member.sites.length > 1 && (
          <AppShell.Section mb="sm">
            <NativeSelect
              label={t('shell.site')}
              value={siteId === null ? '' : String(siteId)}
              onChange={(event) => selectSite(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
              data={[
                { value: '', label: t('shell.allSites') },
                ...member.sites.map((site) => ({ value: String(site.id), label: `${site.name} (${site.domain})` })),
              ]}
            />
          </AppShell.Section>
        )}
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap={2}>
            {sectionsFor(member, sections).map((section) => (
              <NavLink
                key={section.path}
                component={RouterLink}
                to={{ pathname: section.path, search }}
                label={t(section.label)}
                active={location.pathname.startsWith(section.path)}
                onClick={close}
              />
            ))}
          </Stack>
        </AppShell.Section>
        <AppShell.Section mt="sm">
          <LanguageSwitch />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
