import {
  FAIR_GAME_CODES,
  FAIR_ROUND_INTERVAL_MS,
  SHARED_ROUND_PATHS,
  type SharedBetResponse,
  type SharedSessionResponse,
  type SharedStateResponse,
} from '@wl/contract';
import type { FastifyInstance } from 'fastify';
import { games } from '../../../../db/schema/index.js';
import { BUILT_IN_PROVIDER } from '../../../../lib/secrets.js';
import { type Answer, type Envelope, testAppForFile } from '../../../../test/harness.js';
import type { RoundRow } from './service.js';

/** A test steps many rounds, each a few queries per site: on a loaded machine that takes a while. */
export const LOADED_MACHINE_MS = 240_000;

interface Answers {
  session: SharedSessionResponse;
  state: SharedStateResponse;
  crashBet: SharedBetResponse;
  crashCashOut: SharedBetResponse;
  raceBet: SharedBetResponse;
}

/**
 * A test file's app whose shared crash and race rounds run on a clock the tests move: the rounds
 * are stepped by hand (the scheduler's step) at `clock.at`, which a test may also set or advance.
 * The built-in crash and racing games are in the catalogue from the file's first hook.
 */
export function roundsOnAClock(env: Record<string, string> = {}) {
  const clock = { at: Date.now() };
  const t = testAppForFile(env, { now: () => new Date(clock.at) });
  let requests = 0;

  async function addSharedGames(): Promise<void> {
    await t.database.db
      .insert(games)
      .values([
        { providerCode: BUILT_IN_PROVIDER, gameCode: FAIR_GAME_CODES.crash, gameName: 'Crash', gameType: 'crash' },
        {
          providerCode: BUILT_IN_PROVIDER,
          gameCode: FAIR_GAME_CODES.racing,
          gameName: 'Virtual Horse Racing',
          gameType: 'horse',
        },
      ])
      .onConflictDoNothing();
  }

  /** A call of the game client, to this file's app or to `app`. */
  async function post<P extends keyof Answers>(
    path: P,
    body: Record<string, unknown>,
    app: FastifyInstance = t.app,
  ): Promise<Answer<Answers[P]>> {
    const response = await app.inject({ method: 'POST', url: SHARED_ROUND_PATHS[path], payload: body });
    return { httpStatus: response.statusCode, ...response.json<Envelope<Answers[P]>>() };
  }

  /** The demo site's newest round of the game. */
  async function latest(game: 'crash' | 'racing'): Promise<RoundRow> {
    const site = await t.app.sites.byDomain('localhost');
    const round = await t.app.sharedRounds.service.latestRound(site.id, game);
    if (!round) throw new Error(`no ${game} round`);
    return round;
  }

  /** Moves the clock to `at` and steps the rounds there. */
  async function stepAt(at: Date | number): Promise<void> {
    clock.at = typeof at === 'number' ? at : at.getTime();
    await t.app.sharedRounds.scheduler.step();
  }

  /**
   * Steps to the next crash round's betting phase, with time for a few bets a second apart left in
   * it; with `reaching`, one whose crash point is at least that.
   */
  async function nextCrashRound(reaching = 100): Promise<RoundRow> {
    for (let tries = 0; tries < 200; tries++) {
      const round = await latest('crash').catch(() => undefined);
      if (round && clock.at + 3 * FAIR_ROUND_INTERVAL_MS < round.bettingEndsAt.getTime() && (round.crashPoint ?? 0) >= reaching) {
        return round;
      }
      await stepAt(round ? Math.max(clock.at, round.nextAt.getTime()) : clock.at);
    }
    throw new Error(`no crash round reaching ${reaching} in 200 rounds`);
  }

  return {
    t,
    clock,
    addSharedGames,
    post,
    latest,
    stepAt,
    nextCrashRound,
    /** A bet's request id, new at every call. */
    requestId: () => `req-${Date.now().toString(36)}-${++requests}`,
  };
}
