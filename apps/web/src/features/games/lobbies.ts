import { CATEGORY_PATHS, type Lobby, PRODUCT_CATEGORIES } from '@wl/contract/lite';
import { PATHS } from '@/config/routes';

/** The route of each lobby: the category paths of the contract, and /hot for the site's hot list. */
export const LOBBY_PATHS: Readonly<Record<Lobby, string>> = { ...CATEGORY_PATHS, hot: PATHS.hot };

const LOBBY_BY_PATH = new Map([...PRODUCT_CATEGORIES, 'hot' as const].map((lobby) => [LOBBY_PATHS[lobby], lobby] as const));

export function lobbyOfPath(pathname: string): Lobby | undefined {
  return LOBBY_BY_PATH.get(pathname.replace(/\/+$/, '') || '/');
}

/** The query parameters a lobby keeps in the URL, so a reload or the back button restores it. */
export const LOBBY_PARAMS = { provider: 'provider', search: 'q', sort: 'sort', page: 'page' } as const;
