import { FAIR_WLGAMES_PATHS, type FairMinesResponse, type FairPlayResponse, type FairSessionResponse } from '@wl/contract';
import { type Answer, type Envelope, testAppForFile } from '../../../test/harness.js';

/** What each call of the game client answers. */
export interface InstantGameAnswers {
  session: FairSessionResponse;
  play: FairPlayResponse;
  minesStart: FairMinesResponse;
  minesReveal: FairMinesResponse;
  minesCashOut: FairMinesResponse;
}

/**
 * A test file's app whose clock is the test's (`clock.at`), so that a round a second after the one
 * before is a step of the clock, not a wait; and the game client's calls of the instant fair games.
 */
export function instantGamesOnAClock() {
  const clock = { at: Date.now() };
  const t = testAppForFile({}, { now: () => new Date(clock.at) });

  /** A call of the game client at the clock's time. */
  async function send<P extends keyof InstantGameAnswers>(
    path: P,
    body: Record<string, unknown>,
  ): Promise<Answer<InstantGameAnswers[P]>> {
    const response = await t.app.inject({ method: 'POST', url: FAIR_WLGAMES_PATHS[path], payload: body });
    return { httpStatus: response.statusCode, ...response.json<Envelope<InstantGameAnswers[P]>>() };
  }

  return { t, clock, send };
}
