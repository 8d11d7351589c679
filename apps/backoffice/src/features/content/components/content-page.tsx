import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '@/shared/session/may-call';
import { type MemberSite, SiteTabs, SiteTabsPage, useUrlTab } from '@/shared/ui/site-tabs-page';
import { BroadcastsTab } from './broadcasts-tab';
import { ModalsTab } from './modals-tab';
import { NewsTab } from './news-tab';
import { PagesTab } from './pages-tab';
import { SeoTab } from './seo-tab';

export type Site = MemberSite;

const TABS = ['pages', 'seo', 'news', 'modals', 'broadcasts'] as const;
type Tab = (typeof TABS)[number];

const PANELS: Record<Tab, (props: { site: Site }) => React.ReactNode> = {
  pages: PagesTab,
  seo: SeoTab,
  news: NewsTab,
  modals: ModalsTab,
  broadcasts: BroadcastsTab,
};

/**
 * Content: every text players read on one site, in English and the site's language, a tab per
 * kind. The site is the shell's choice, or the member's only one.
 */
export function ContentPage() {
  const { t } = useTranslation('content');
  const mayCall = useMayCall();
  const [tab, selectTab] = useUrlTab('tab', TABS, 'pages');
  return (
    <SiteTabsPage
      id="content"
      maxWidth={1200}
      texts={{
        title: t('title'),
        intro: () => t('intro'),
        noSites: t('noSites'),
        chooseSite: t('chooseSite'),
        chooseSiteText: t('chooseSiteText'),
      }}
      notice={() =>
        !mayCall('contentPagesSave') && (
          <Alert color="gray" variant="light">
            {t('readOnly')}
          </Alert>
        )
      }
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
