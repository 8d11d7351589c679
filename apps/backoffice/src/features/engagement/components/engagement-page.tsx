import { useTranslation } from 'react-i18next';
import { SiteTabs, SiteTabsPage, useUrlTab } from '@/shared/ui/site-tabs-page';
import { MiniGamesPanel } from './mini-games-panel';
import { MissionsPanel } from './missions-panel';
import { PromotionsPanel } from './promotions-panel';
import type { EngagementSite } from './site';
import { VipLevelsPanel } from './vip-levels-panel';

export const ENGAGEMENT_TABS = ['promotions', 'missions', 'vip', 'miniGames', 'referral'] as const;
export type EngagementTab = (typeof ENGAGEMENT_TABS)[number];

const PANELS: Record<EngagementTab, (props: { site: EngagementSite }) => React.ReactNode> = {
  promotions: ({ site }) => <PromotionsPanel site={site} />,
  missions: ({ site }) => <MissionsPanel site={site} />,
  vip: ({ site }) => <VipLevelsPanel site={site} />,
  miniGames: ({ site }) => <MiniGamesPanel site={site} />,
  referral: ({ site }) => <PromotionsPanel site={site} referral />,
};

/**
 * Promotions and rewards of one site (the shell's choice, or the member's only one): the promotions
 * builder, missions, the VIP ladder, the mini games and the referral reward, a tab each.
 */
export function EngagementPage() {
  const { t } = useTranslation('engagement');
  const [tab, selectTab] = useUrlTab('tab', ENGAGEMENT_TABS, 'promotions');
  return (
    <SiteTabsPage
      id="engagement"
      maxWidth={1240}
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
          tabs={ENGAGEMENT_TABS}
          value={tab}
          onChange={selectTab}
          keepMounted={false}
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
