import { useTranslation } from 'react-i18next';
import { type MemberSite, SiteTabs, SiteTabsPage, useUrlTab } from '@/shared/ui/site-tabs-page';
import { CatalogueTab } from './catalogue-tab';
import { ListsTab } from './lists-tab';
import { ProvidersTab } from './providers-tab';

const TABS = ['catalogue', 'lists', 'providers'] as const;
type Tab = (typeof TABS)[number];

const PANELS: Record<Tab, (props: { site: MemberSite }) => React.ReactNode> = {
  catalogue: CatalogueTab,
  lists: ListsTab,
  providers: ProvidersTab,
};

/**
 * Games and providers: a site's catalogue (which games it offers, their order and pictures), its
 * curated lists, and the providers it offers with how each is connected. The site is the shell's
 * choice, or the member's only one.
 */
export function GamesPage() {
  const { t } = useTranslation('games');
  // Another tab starts without the last one's paging, sorting and filters.
  const [tab, selectTab] = useUrlTab('tab', TABS, 'catalogue', { fresh: true });
  return (
    <SiteTabsPage
      id="games"
      maxWidth={1280}
      texts={{
        title: t('title'),
        intro: (site) => (site ? t('introSite', { site: site.name }) : t('intro')),
        noSites: t('noSites'),
        chooseSite: t('chooseSite'),
        chooseSiteText: t('chooseSiteText'),
      }}
    >
      {(site) => (
        <SiteTabs
          tabs={TABS}
          value={tab}
          onChange={selectTab}
          keepMounted={false}
          panelPt="md"
          label={(each) => t(`tabs.${each}`)}
          panel={(each) => {
            const Panel = PANELS[each];
            return <Panel key={site.id} site={site} />;
          }}
        />
      )}
    </SiteTabsPage>
  );
}
