import { templateOf } from '@wl/contract/lite';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useEndPagePreloader } from '@/features/site/preloader';
import { useSiteStore } from '@/shared/session/site-store';
import { LAYOUTS } from './layouts';
import { SiteChrome } from './site-chrome';
import { useRouteMeta } from './use-route-meta';

/** What shows while the layout loads, and at the start while the first page's module and middleware do. */
export function LayoutLoading() {
  return <div className="layout-loading" aria-busy="true" />;
}

/** Rendered with the layout, so the page's preloader stays until the layout shows. */
function PagePreloaderEnd() {
  useEndPagePreloader();
  return null;
}

/**
 * Picks the layout: the page's own when it names one, otherwise the site template's
 * (spec-coverage S2.2). In maintenance only the layout is shown (S2.10).
 */
export function RootLayout() {
  const meta = useRouteMeta();
  const template = useSiteStore((state) => state.template);
  const maintenance = useSiteStore((state) => state.status === 'maintenance');
  const name = meta?.layout ?? (template ? templateOf(template) : 'default');
  const Layout = LAYOUTS[name] ?? LAYOUTS.default!;
  return (
    <Suspense fallback={<LayoutLoading />}>
      <Layout maintenance={maintenance}>
        {maintenance ? null : (
          <>
            <Outlet />
            <SiteChrome />
          </>
        )}
      </Layout>
      <PagePreloaderEnd />
    </Suspense>
  );
}
