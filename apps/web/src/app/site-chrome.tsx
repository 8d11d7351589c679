import { lazy, Suspense, useEffect, useState } from 'react';
import { loadAnalytics } from '@/features/site/analytics';
import { AnnouncementModal } from '@/features/site/announcement-modal';
import { AppDownloadBar, AppDownloadModal } from '@/features/site/app-download';
import { useBuildVersionWatch } from '@/features/site/build-version';
import { writeSiteDomainCookie } from '@/features/site/domain-cookie';
import { useFirstVisitModals } from '@/features/site/first-visit-modals';
import { LiveChat } from '@/features/site/live-chat';
import { RewardsIcon } from '@/features/site/rewards-icon';
import { useRoutePreload } from '@/features/site/route-preload';
import { useSeo } from '@/features/site/seo';
import { SiteStatusNotice, useSiteClosure } from '@/features/site/site-status';
import { trackViewport } from '@/features/site/viewport';
import { reportAdsVisit } from '@/shared/lib/ads-visit';
import { withChunkReload } from '@/shared/lib/chunk-reload';
import { afterIdle } from '@/shared/lib/idle';
import { useSiteStore } from '@/shared/session/site-store';
import { useUserStore } from '@/shared/session/user-store';
import { topModal, useModalStore } from '@/shared/stores/modal-store';
import { importLoginModal } from './login-modals';
import { loginModalFor } from './middleware';
import { PAGE_MODULES } from './pages';
import { useRouteMeta } from './use-route-meta';

const LoginModal = lazy(() => withChunkReload(importLoginModal.login)().then((component) => ({ default: component })));
const SignInModal = lazy(() => withChunkReload(importLoginModal.signin)().then((component) => ({ default: component })));
// The reality check loads at the first login, for the same budget as the login modals.
const RealityCheck = lazy(() =>
  withChunkReload(() => import('@/features/protection'))().then((module) => ({ default: module.RealityCheck })),
);
// The watch on the cashier's decisions is for players only.
const DecisionWatch = lazy(withChunkReload(() => import('./decision-watch')));

/**
 * A visitor on a template that logs in with a modal gets its form as soon as the page is first
 * idle, so it opens at once, also when a protected route opens it a second after arrival. A failed
 * preload is left to the opening, where the chunk-reload guard applies.
 */
function usePreloadLoginModal(): void {
  const modal = useSiteStore((state) => loginModalFor(state.template));
  const visitor = useUserStore((state) => !state.isAuthenticated);
  useEffect(() => {
    if (!modal || !visitor) return;
    return afterIdle(() => void importLoginModal[modal]().catch(() => {}), 0);
  }, [modal, visitor]);
}

/** True from the first render where the condition holds, so a part loaded for it then stays mounted. */
function useOnceTrue(condition: boolean): boolean {
  const [held, setHeld] = useState(condition);
  if (condition && !held) setHeld(true);
  return held || condition;
}

/**
 * Every modal of the stack; each renders only while it is the top one. The reality check stays
 * mounted from the first login on: it keeps its schedule while closed, and closes itself when the
 * player logs out.
 */
function ModalHost() {
  const top = useModalStore(topModal);
  const realityCheckNeeded = useOnceTrue(useUserStore((state) => state.isAuthenticated));
  usePreloadLoginModal();
  return (
    <>
      {top === 'login' && (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      )}
      {top === 'signin' && (
        <Suspense fallback={null}>
          <SignInModal />
        </Suspense>
      )}
      <AnnouncementModal />
      <AppDownloadModal />
      {realityCheckNeeded && (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      )}
    </>
  );
}

/**
 * The site-wide pieces around every page: SEO, analytics, viewport and domain cookies, the ad
 * visit, the build-version watch, route preloading, the floating and overlay parts, and for a
 * player the watch on their pending cashier requests. An
 * inactive or expired site shows only its notice.
 */
export function SiteChrome() {
  const meta = useRouteMeta();
  const externalId = useSiteStore((state) => state.site?.external_id ?? '');
  const closure = useSiteClosure();
  const player = useUserStore((state) => state.isAuthenticated);

  useSeo(meta?.titleKey ?? null);
  useBuildVersionWatch();
  useRoutePreload(PAGE_MODULES);
  useFirstVisitModals(!closure);
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
      {player && (
        <Suspense fallback={null}>
          <DecisionWatch />
        </Suspense>
      )}
    </>
  );
}
