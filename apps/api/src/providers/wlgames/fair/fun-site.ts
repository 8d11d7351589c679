import { BUILT_IN_GAMES_PROVIDER, canPlayForFun, FAIR_GAME_CODES, type FairGame, WLGAMES_FUN_TOKEN_PREFIX } from '@wl/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { games, siteProviders } from '../../../db/schema/index.js';
import { fail } from '../../../lib/failure.js';
import { openableOn, siteProviderOfGame } from '../../../modules/games/offered.js';
import type { SiteRow } from '../../../modules/site/service.js';
import type { FairSite } from './service.js';

export interface FunSiteDeps {
  db: Db;
  siteOfDomain: (domain: string) => Promise<SiteRow>;
}

/**
 * The site a fun session of a fair game plays on: the site of the page that opened the game (the
 * request's host, found as the operator finds every call's site), so that fun rounds run at that
 * site's RTP and bet limits, the ones its info sheet shows, and shared rounds are that site's. The
 * site must be active and offer the game, and the fun launch token's currency must be its own.
 */
export function createFunSites({ db, siteOfDomain }: FunSiteDeps) {
  return async function funSiteOf(token: string, game: FairGame, domain: string): Promise<FairSite> {
    if (!canPlayForFun(BUILT_IN_GAMES_PROVIDER, FAIR_GAME_CODES[game])) fail('gameNotFound');
    const site = await siteOfDomain(domain).catch(() => fail('gameNotFound'));
    if (site.status !== 'active') fail('gameNotFound');
    if (token.slice(WLGAMES_FUN_TOKEN_PREFIX.length) !== site.currency) fail('sessionExpired');
    const [offered] = await db
      .select({ id: games.id })
      .from(games)
      .innerJoin(siteProviders, siteProviderOfGame)
      .where(
        and(eq(games.providerCode, BUILT_IN_GAMES_PROVIDER), eq(games.gameCode, FAIR_GAME_CODES[game]), openableOn(site.id)),
      );
    if (!offered) fail('gameNotFound');
    return { id: site.id, currency: site.currency } as FairSite;
  };
}

export type FunSiteOf = ReturnType<typeof createFunSites>;
