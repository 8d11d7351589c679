import type { CallResponse, Language, launchGameRequest } from '@wl/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { gameLaunches, games, siteDomains, siteProviders } from '../../db/schema/index.js';
import type { PlayerContext } from '../../http/register-call.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { fail } from '../../lib/failure.js';
import { seamlessHeaders } from '../../lib/seamless-signature.js';
import { offeredOn, siteProviderOfGame } from '../games/offered.js';
import { recordPlay } from '../games/recent.js';
import type { IntegrationKind, IntegrationRow, IntegrationService } from './integrations.js';
import { providerPlayerId } from './seamless.js';

/** A launch token outlives no login session, and no game session lasts longer than this. */
const LAUNCH_TTL_MS = 4 * 3_600_000;
/** How long a remote provider gets to answer a launch request. */
const HTTP_LAUNCH_TIMEOUT_MS = 5_000;

export interface LaunchRequest {
  integration: IntegrationRow;
  token: string;
  playerId: string;
  gameCode: string;
  currency: string;
  language: Language;
  device: 'desktop' | 'mobile';
  lobbyUrl: string;
}

/** How one kind of integration turns a launch token into the URL the /playnow frame opens. */
type LaunchAdapter = (request: LaunchRequest) => Promise<string>;

const remoteLaunchAnswer = z.object({ game_url: z.url({ protocol: /^https?$/ }) });

export const LAUNCH_ADAPTERS: Record<IntegrationKind, LaunchAdapter> = {
  /**
   * The built-in provider's page on this server (apps/api/src/providers). The token rides in the
   * fragment, which the browser never sends: no access log, proxy or Referer sees it.
   */
  builtin: async (request) =>
    `/provider/${request.integration.providerCode.toLowerCase()}/play?${new URLSearchParams({
      game: request.gameCode,
      lang: request.language,
    })}#${new URLSearchParams({ token: request.token })}`,

  /**
   * A remote provider or aggregator: a signed JSON POST to its launch URL, answered with the game
   * URL. The body is signed like a seamless wallet call, with the same shared secret.
   */
  http: async (request) => {
    const body = JSON.stringify({
      token: request.token,
      player_id: request.playerId,
      game_code: request.gameCode,
      currency: request.currency,
      language: request.language,
      device: request.device,
      lobby_url: request.lobbyUrl,
    });
    const response = await fetch(request.integration.launchUrl, {
      method: 'POST',
      headers: seamlessHeaders(request.integration.secret, body),
      body,
      signal: AbortSignal.timeout(HTTP_LAUNCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`launch answered HTTP ${response.status}`);
    return remoteLaunchAnswer.parse(await response.json()).game_url;
  },
};

/** Where a provider sends the player back: the site's public address (a local one only when it has no other). */
async function lobbyUrl(db: Db, siteId: number): Promise<string> {
  const rows = await db
    .select({ domain: siteDomains.domain })
    .from(siteDomains)
    .where(eq(siteDomains.siteId, siteId))
    .orderBy(asc(siteDomains.domain));
  const isLocal = (domain: string) => domain === 'localhost' || domain.endsWith('.localhost') || /^[\d.]+$/.test(domain);
  const domain = rows.find((row) => !isLocal(row.domain))?.domain ?? rows[0]?.domain ?? 'localhost';
  return `${isLocal(domain) ? 'http' : 'https'}://${domain}/`;
}

export function createLaunchService(db: Db, integrations: IntegrationService, log: FastifyBaseLogger) {
  return {
    /**
     * Opens a game for the player's session: a one-time launch token (only its SHA-256 is kept),
     * bound to the login session, which the provider presents to the seamless wallet API.
     */
    async launch(
      body: z.output<typeof launchGameRequest>,
      { site, player, session }: PlayerContext,
    ): Promise<Omit<CallResponse<'launchGame'>, 'statusCode'>> {
      const [game] = await db
        .select({ id: games.id, gameCode: games.gameCode, gameName: games.gameName, providerCode: games.providerCode })
        .from(games)
        .innerJoin(siteProviders, siteProviderOfGame)
        // offered on the site: enabled in the catalogue, its provider offered, not switched off by the site
        .where(and(eq(games.providerCode, body.provider_code), eq(games.gameCode, body.game_code), offeredOn(site.id)));
      if (!game) fail('gameNotFound');
      const integration = await integrations.find(game.providerCode);
      if (!integration?.enabled) fail('providerUnavailable');

      const token = newToken();
      await db.insert(gameLaunches).values({
        tokenHash: sha256(token),
        siteId: site.id,
        playerId: player.id,
        sessionId: session.id,
        providerCode: game.providerCode,
        gameCode: game.gameCode,
        expiresAt: new Date(Math.min(session.expiresAt.getTime(), Date.now() + LAUNCH_TTL_MS)),
      });
      let gameUrl: string;
      try {
        gameUrl = await LAUNCH_ADAPTERS[integration.kind]({
          integration,
          token,
          playerId: providerPlayerId(player.id),
          gameCode: game.gameCode,
          currency: site.currency,
          language: body.language ?? site.language,
          device: body.device,
          lobbyUrl: await lobbyUrl(db, site.id),
        });
      } catch (error) {
        log.warn({ err: error, provider: game.providerCode, game: game.gameCode }, 'game launch failed at the provider');
        fail('providerUnavailable');
      }
      // Only a launch that opens the game counts as played ("continue where you left off").
      await recordPlay(db, { player, gameId: game.id, at: new Date() });
      return {
        value: { game_url: gameUrl, provider_code: game.providerCode, game_code: game.gameCode, game_name: game.gameName },
      };
    },
  };
}

export type LaunchService = ReturnType<typeof createLaunchService>;
