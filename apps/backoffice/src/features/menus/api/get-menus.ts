import { queryOptions, useQuery } from '@tanstack/react-query';
import type { menuAdmin } from '@wl/contract';
import { call } from '@/shared/api/call';

export type Menus = menuAdmin.Menus;
export type MenuKind = menuAdmin.MenuKind;

export const menusKey = (siteId: number) => ['menus', siteId] as const;

export const menusQuery = (siteId: number) =>
  queryOptions({
    queryKey: menusKey(siteId),
    queryFn: ({ signal }) => call('menusGet', { site_id: siteId }, signal),
  });

/** A site's menu, game menu and footer links, and the language their second titles are in. */
export function useMenus(siteId: number) {
  return useQuery(menusQuery(siteId));
}
