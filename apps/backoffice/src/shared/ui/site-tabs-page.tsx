import { Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { type Member, useMember } from '@/shared/session/member';
import { SITE_PARAM, useSelectedSite } from '@/shared/session/site';

/** One of the member's sites: what an area page of one site works on. */
export type MemberSite = Member['sites'][number];

/**
 * The tab shown, kept in the URL (`param`) beside the site so that a reload or a link keeps it.
 * `fresh`: another tab starts without the last one's parameters (paging, sorting, filters), the site kept.
 */
export function useUrlTab<T extends string>(
  param: string,
  tabs: readonly T[],
  fallback: T,
  { fresh = false }: { fresh?: boolean } = {},
): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(param);
  const select = (tab: T) =>
    setParams((current) => {
      const updated = new URLSearchParams(fresh ? undefined : current);
      const site = current.get(SITE_PARAM);
      if (fresh && site) updated.set(SITE_PARAM, site);
      updated.set(param, tab);
      return updated;
    });
  return [tabs.includes(wanted as T) ? (wanted as T) : fallback, select];
}

export interface SiteTabsPageTexts {
  title: ReactNode;
  /** under the title; given the site once one is chosen */
  intro: (site: MemberSite | undefined) => ReactNode;
  noSites: ReactNode;
  chooseSite: ReactNode;
  chooseSiteText: ReactNode;
}

interface SiteTabsPageProps {
  /** names the site choice's heading (`<id>-choose-site`) */
  id: string;
  texts: SiteTabsPageTexts;
  maxWidth: number;
  introWidth?: number;
  /** between the header and the body once a site is chosen, such as a read-only note */
  notice?: (site: MemberSite) => ReactNode;
  /** the page's body for the chosen site */
  children: (site: MemberSite) => ReactNode;
}

/** A member with several sites and none chosen in the shell: the area's screens are one site's. */
function SiteChoice({
  id,
  texts,
  sites,
  onChoose,
}: {
  id: string;
  texts: SiteTabsPageTexts;
  sites: MemberSite[];
  onChoose(siteId: number): void;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`${id}-choose-site`}>
      <Title order={2} fz="h4" mb="xs" id={`${id}-choose-site`}>
        {texts.chooseSite}
      </Title>
      <Text size="sm" mb="md">
        {texts.chooseSiteText}
      </Text>
      <Group gap="xs">
        {sites.map((site) => (
          <Button key={site.id} variant="default" onClick={() => onChoose(site.id)}>
            {site.name}
          </Button>
        ))}
      </Group>
    </Card>
  );
}

/**
 * The page of a back-office area that works on one site: its header, then the site's body. The site
 * is the shell's choice, or the member's only one; a member with several and none chosen picks one here.
 */
export function SiteTabsPage({ id, texts, maxWidth, introWidth = 760, notice, children }: SiteTabsPageProps) {
  const member = useMember();
  const [siteId, selectSite] = useSelectedSite();
  const site =
    member.sites.find((reachable) => reachable.id === siteId) ?? (member.sites.length === 1 ? member.sites[0] : undefined);

  let content: ReactNode;
  if (member.sites.length === 0) content = <Text>{texts.noSites}</Text>;
  else if (!site) content = <SiteChoice id={id} texts={texts} sites={member.sites} onChoose={selectSite} />;
  else content = children(site);

  return (
    <Stack gap="lg" maw={maxWidth}>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {texts.title}
        </Title>
        <Text size="sm" c="dimmed" maw={introWidth}>
          {texts.intro(site)}
        </Text>
      </Stack>
      {site && notice?.(site)}
      {content}
    </Stack>
  );
}

interface SiteTabsProps<T extends string> {
  tabs: readonly T[];
  value: T;
  onChange(tab: T): void;
  label(tab: T): ReactNode;
  /** a tab's panel, mounted while it is shown unless keepMounted */
  panel(tab: T): ReactNode;
  keepMounted?: boolean;
  panelPt?: 'md';
}

/** The tabs of a site's area page, one panel each. */
export function SiteTabs<T extends string>({ tabs, value, onChange, label, panel, keepMounted, panelPt }: SiteTabsProps<T>) {
  return (
    <Tabs value={value} onChange={(next) => tabs.includes(next as T) && onChange(next as T)} keepMounted={keepMounted}>
      <Tabs.List>
        {tabs.map((each) => (
          <Tabs.Tab key={each} value={each}>
            {label(each)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((each) => (
        <Tabs.Panel key={each} value={each} pt={panelPt}>
          {panel(each)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
