import { MAX_PARALLEL_ROUTE_PRELOADS, type MenuItem, TIMINGS } from '@wl/contract/lite';
import { useEffect } from 'react';
import { routeMeta } from '@/config/routes';
import { afterIdle } from '@/shared/lib/idle';
import { runLimited } from '@/shared/lib/run-limited';
import { useSiteStore } from '@/shared/session/site-store';

type ModuleLoader = () => Promise<unknown>;

/** The route paths the menus link to, each once; query, hash and links outside the route table are left out. */
export function menuPaths(menus: readonly (readonly MenuItem[])[]): string[] {
  const paths = new Set<string>();
  const visit = (items: readonly MenuItem[]) => {
    for (const item of items) {
      const path = item.path.split(/[?#]/)[0] ?? '';
      if (routeMeta(path)) paths.add(path);
      visit(item.children);
    }
  };
  for (const menu of menus) visit(menu);
  return [...paths];
}

/**
 * Loads the route modules of the paths, at most MAX_PARALLEL_ROUTE_PRELOADS at a time, each module
 * once. A failure is left for the real navigation to handle, where
 * the chunk-reload guard applies; a preload must never reload the page.
 */
export async function preloadRoutes(
  paths: readonly string[],
  modules: Readonly<Record<string, ModuleLoader>>,
  limit: number = MAX_PARALLEL_ROUTE_PRELOADS,
): Promise<void> {
  const loaders = [...new Set(paths.flatMap((path) => modules[path] ?? []))];
  await runLimited(loaders, limit);
}

/** One second after the browser first idles, preloads the modules of the menu's routes (spec-coverage S7.20). */
export function useRoutePreload(modules: Readonly<Record<string, ModuleLoader>>): void {
  const menu = useSiteStore((state) => state.content.menu);
  const gameMenu = useSiteStore((state) => state.content.game_menu);
  useEffect(
    () => afterIdle(() => void preloadRoutes(menuPaths([menu, gameMenu]), modules), TIMINGS.manifestDelayMs),
    [menu, gameMenu, modules],
  );
}
