import { useEffect } from 'react';
import { LoginModal } from '@/features/auth/components/login-modal';
import { SignInModal } from '@/features/auth/components/signin-modal';
import { RealityCheck } from '@/features/protection';
import { reportAdsVisit } from '@/features/site/ads-visit';
import { loadAnalytics } from '@/features/site/analytics';
import { AnnouncementModal } from '@/features/site/announcement-modal';
import { AppDownloadBar, AppDownloadModal } from '@/features/site/app-download';
import { useBuildVersionWatch } from '@/features/site/build-version';
import { writeSiteDomainCookie } from '@/features/site/domain-cookie';
import { useFirstVisitModals } from '@/features/site/first-visit-modals';
import { LiveChat } from '@/features/site/live-chat';
import { Preloader, usePreloaderOverlay } from '@/features/site/preloader';
import { RewardsIcon } from '@/features/site/rewards-icon';
import { useRoutePreload } from '@/features/site/route-preload';
import { useSeo } from '@/features/site/seo';
import { SiteStatusNotice, useSiteClosure } from '@/features/site/site-status';
import { useSiteStore } from '@/features/site/store';
import { trackViewport } from '@/features/site/viewport';
import { PAGE_MODULES } from './pages';
import { useRouteMeta } from './use-route-meta';

/** Every modal of the stack; each renders only while it is the top one (the reality check also keeps its schedule). */
function ModalHost() {
  return (
    <>
      <LoginModal />
      <SignInModal />
      <AnnouncementModal />
      <AppDownloadModal />
      <RealityCheck />
    </>
  );
}

/**
 * The site-wide pieces around every page: SEO, analytics, viewport and domain cookies, the ad
 * visit, the build-version watch, route preloading, and the floating and overlay parts. An
 * inactive or expired site shows only its notice.
 */
export function SiteChrome() {
  const meta = useRouteMeta();
  const externalId = useSiteStore((state) => state.site?.external_id ?? '');
  const closure = useSiteClosure();
  const preloading = usePreloaderOverlay();

  useSeo(meta?.titleKey ?? null);
  useBuildVersionWatch();
  useRoutePreload(PAGE_MODULES);
  useFirstVisitModals(!preloading && !closure);
  useEffect(trackViewport, []);
  useEffect(() => {
    writeSiteDomainCookie();
    void loadAnalytics();
  }, []);
  useEffect(() => {
    if (externalId) void reportAdsVisit(externalId);
  }, [externalId]);

  if (closure) return <SiteStatusNotice closure={closure} />;
  return (
    <>
      <LiveChat />
      <RewardsIcon />
      <AppDownloadBar />
      <ModalHost />
      {preloading && <Preloader overlay />}
    </>
  );
}
