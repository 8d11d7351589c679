import { createBrowserRouter, data, type RouteObject } from 'react-router';
import { ROUTES } from '@/config/routes';
import { queryClient } from '@/shared/api/query-client';
import { withChunkReload } from '@/shared/lib/chunk-reload';
import { ErrorPage } from './error-page';
import { runMiddleware } from './middleware';
import { PAGE_MODULES } from './pages';
import { LayoutLoading, RootLayout } from './root-layout';

/** Every route (spec-coverage S2.1), lazy-loaded, with its middleware run by the loader before entry (S2.6). */
export function createRoutes(): RouteObject[] {
  const pages: RouteObject[] = ROUTES.map((meta) => ({
    path: meta.path,
    handle: meta,
    loader: ({ request }) => runMiddleware(meta, new URL(request.url)),
    lazy: async () => {
      const load = PAGE_MODULES[meta.path];
      if (!load) throw new Error(`No page module for ${meta.path}`);
      const module = await withChunkReload(load)();
      module.prefetch?.(queryClient);
      return { Component: module.default };
    },
  }));
  const notFound: RouteObject = {
    path: '*',
    loader: ({ request }) => {
      const path = new URL(request.url).pathname;
      throw data({ message: `Page not found: ${path}`, reason: 'notFound', path }, { status: 404 });
    },
  };
  return [
    {
      id: 'root',
      element: <RootLayout />,
      HydrateFallback: LayoutLoading,
      children: [{ errorElement: <ErrorPage />, children: [...pages, notFound] }],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(createRoutes());
}
