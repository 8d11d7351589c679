import {
  type CallResponse,
  canPlayForFun,
  type FairGame,
  fairGameOfCode,
  type Language,
  toMajor,
  type Volatility,
  WLGAMES_FUN_TOKEN_PREFIX,
} from '@wl/contract';
import { and, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { games, providers, siteProviders } from '../../db/schema/index.js';
import { registerCall } from '../../http/register-call.js';
import { fail } from '../../lib/failure.js';
import { BUILT_IN_PROVIDER } from '../../lib/secrets.js';
import { bingoPatternChances, bingoTable } from '../../providers/wlgames/fair/bingo.js';
import { ONE } from '../../providers/wlgames/fair/payout.js';
import { createFairService } from '../../providers/wlgames/fair/service.js';
import { betLevels, findGame } from '../../providers/wlgames/games.js';
import { gameRules } from '../../providers/wlgames/service.js';
import { LAUNCH_ADAPTERS } from '../play/launch.js';
import type { SiteRow } from '../site/service.js';
import { offeredOn, pictureOn, siteProviderOfGame } from './offered.js';

type GameInfo = CallResponse<'gameInfo'>['value'];
type Figures = Pick<GameInfo, 'rtp' | 'volatility' | 'min_bet' | 'max_bet'>;

/**
 * Volatility from the standard deviation of one round's pay, in bets: below 3 low, below 10 medium,
 * else high (decision 0186).
 */
export function volatilityOf(standardDeviation: number): Volatility {
  return standardDeviation < 3 ? 'low' : standardDeviation < 10 ? 'medium' : 'high';
}

/**
 * The slots' round: standard deviation 2.54 bets over 2,000,000 seeded rounds (docs/built-in-provider.md;
 * game-info.test.ts measures it again). The four slots share one model.
 */
export const SLOT_VOLATILITY: Volatility = volatilityOf(2.54);

/** Bingo's pay has one table for everyone, so its deviation is exact: the chances of each pattern. */
export function bingoStandardDeviation(rtp: number): number {
  const chances = bingoPatternChances();
  const table = bingoTable(rtp);
  const mean = rtp / ONE;
  const square = Object.entries(chances).reduce(
    (sum, [pattern, chance]) => sum + chance * (table[pattern as keyof typeof table] / ONE) ** 2,
    0,
  );
  return Math.sqrt(square - mean * mean);
}

/** The site's (the figures are per site: its currency, and for the fair games its RTP setting). */
async function builtInFigures(site: SiteRow, gameCode: string, fairGames: FairGameSettings): Promise<Figures | undefined> {
  const slot = findGame(gameCode);
  if (slot) {
    const levels = betLevels(site.currency);
    return {
      rtp: Math.round(gameRules(slot).rtp * ONE),
      volatility: SLOT_VOLATILITY,
      min_bet: toMajor(BigInt(levels[0]!), site.currency),
      max_bet: toMajor(BigInt(levels.at(-1)!), site.currency),
    };
  }
  const fairGame = fairGameOfCode(gameCode);
  if (!fairGame) return undefined;
  const setting = (await fairGames(site)).find((entry) => entry.game === fairGame)!;
  return {
    rtp: setting.rtp,
    // Only bingo pays by one table; in the others the player's choice (target, mines, risk, numbers, cash-out, runner) sets it.
    volatility: fairGame === 'bingo' ? volatilityOf(bingoStandardDeviation(setting.rtp)) : 'chosen',
    min_bet: setting.min_bet,
    max_bet: setting.max_bet,
  };
}

type FairGameSettings = (site: SiteRow) => Promise<Array<{ game: FairGame; rtp: number; min_bet: number; max_bet: number }>>;

const UNKNOWN: Figures = { rtp: null, volatility: null, min_bet: null, max_bet: null };

/**
 * The play page's game info and the fun launch of built-in games. The figures of a built-in game
 * come from the provider's own model; an aggregator's game has none in the catalogue, so they
 * stay null rather than a guess.
 */
export const gameInfoPlugin = fp<{ serverSecret: string }>(
  async (app, options) => {
    const fair = createFairService({ db: app.db, serverSecret: options.serverSecret });

    async function offeredGame(site: SiteRow, providerCode: string, gameCode: string) {
      const [game] = await app.db
        .select({
          provider_code: games.providerCode,
          game_code: games.gameCode,
          game_name: games.gameName,
          game_type: games.gameType,
          game_image: pictureOn(site.id),
          provider_name: providers.name,
        })
        .from(games)
        .innerJoin(providers, eq(providers.code, games.providerCode))
        .innerJoin(siteProviders, siteProviderOfGame)
        .where(and(eq(games.providerCode, providerCode), eq(games.gameCode, gameCode), offeredOn(site.id)));
      if (!game) fail('gameNotFound');
      return game;
    }

    /** Fun play: a game the contract names playable for fun (the web app's tiles read the same), its provider switched on. */
    async function funPlayable(providerCode: string, gameCode: string): Promise<boolean> {
      if (!canPlayForFun(providerCode, gameCode)) return false;
      return (await app.integrations.find(providerCode))?.enabled === true;
    }

    registerCall(app, 'gameInfo', async (body, { site }) => {
      const game = await offeredGame(site, body.provider_code, body.game_code);
      const figures =
        game.provider_code === BUILT_IN_PROVIDER ? await builtInFigures(site, game.game_code, (s) => fair.games(s)) : undefined;
      return {
        value: {
          ...game,
          fun_play: await funPlayable(game.provider_code, game.game_code),
          currency: site.currency,
          ...(figures ?? UNKNOWN),
        },
      };
    });

    registerCall(app, 'launchFunGame', async (body, { site }) => {
      const game = await offeredGame(site, body.provider_code, body.game_code);
      if (!(await funPlayable(game.provider_code, game.game_code))) {
        fail(canPlayForFun(game.provider_code, game.game_code) ? 'providerUnavailable' : 'gameNotFound');
      }
      const integration = (await app.integrations.find(game.provider_code))!;
      const language: Language = body.language ?? site.language;
      const gameUrl = await LAUNCH_ADAPTERS.builtin({
        integration,
        token: `${WLGAMES_FUN_TOKEN_PREFIX}${site.currency}`,
        playerId: '',
        gameCode: game.game_code,
        currency: site.currency,
        language,
        device: 'desktop',
        lobbyUrl: '',
      });
      return {
        value: { game_url: gameUrl, provider_code: game.provider_code, game_code: game.game_code, game_name: game.game_name },
      };
    });
  },
  { name: 'game-info', dependencies: ['core', 'site', 'play'] },
);
