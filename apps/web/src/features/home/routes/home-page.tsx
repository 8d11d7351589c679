import '@/styles/home.css';
import type { QueryClient } from '@tanstack/react-query';
import { TITLE_SEPARATOR } from '@wl/contract/lite';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { siteRef } from '@/shared/session/site-ref';
import { useSiteStore } from '@/shared/session/site-store';
import { homeGamesQueryOptions } from '../api/get-home-games';
import { topWinnersQueryOptions } from '../api/get-top-winners';
import { CategoryTiles } from '../components/category-tiles';
import { GameSection } from '../components/game-section';
import { HeroBanner } from '../components/hero-banner';
import { PlayerGamesSection } from '../components/player-games-section';
import { PopupGames } from '../components/popup-games';
import { TopWinners } from '../components/top-winners';
import { HOME_SECTIONS, type HomeSection, sectionKey, sectionsWithPlayerRows } from '../home-sections';

function Section({ section, news }: { section: HomeSection; news: ReactNode }) {
  switch (section.kind) {
    case 'hero':
      return <HeroBanner style={section.style} />;
    case 'categories':
      return <CategoryTiles style={section.style} />;
    case 'games':
      return <GameSection list={section.list} style={section.style} />;
    case 'winners':
      return <TopWinners style={section.style} />;
    case 'news':
      return news;
    case 'mine':
      return <PlayerGamesSection list={section.list} />;
  }
}

/** The home's own lists, the games and the winners (app/routes/home-page.tsx adds the latest news). */
export function prefetch(queryClient: QueryClient): void {
  const site = siteRef();
  void queryClient.prefetchQuery(homeGamesQueryOptions(site));
  void queryClient.prefetchQuery(topWinnersQueryOptions(site));
}

/**
 * The home page: the popup games strip, then the template's sections in the template's order (see
 * home-sections.ts). The news section shows `news` (app/routes/home-page.tsx passes the latest articles).
 */
export default function HomePage({ news }: { news?: ReactNode }) {
  const { t } = useTranslation('pages');
  const template = useSiteStore((state) => state.template);
  const siteName = useSiteStore((state) => state.site?.site_name ?? '');
  const hasHotGames = useSiteStore((state) => state.hasHotGames);

  // The default title; an SEO record for the page, when there is one, replaces it.
  useEffect(() => {
    document.title = siteName ? `${t('home.title')} ${TITLE_SEPARATOR} ${siteName}` : t('home.title');
  }, [t, siteName]);

  // A site whose menus have no hot games entry has no hot list to show.
  const sections = sectionsWithPlayerRows(HOME_SECTIONS[template ?? 'default']).filter(
    (section) => section.kind !== 'games' || section.list !== 'hot' || hasHotGames,
  );

  return (
    <div className="page home-page">
      <PopupGames />
      {sections.map((section) => (
        <Section key={sectionKey(section)} section={section} news={news} />
      ))}
    </div>
  );
}
