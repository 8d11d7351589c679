import { FAIR_ROUND_INTERVAL_MS } from '@wl/contract';

export interface AutoplayRun {
  rounds: number;
  /** plays one round; false when it was refused or failed, which ends the run */
  playOnce: () => Promise<boolean>;
  /** checked before every round: the player stopped, or the screen went away */
  stopped: () => boolean;
  onLeft: (left: number) => void;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Plays up to `rounds` rounds, each sent at least FAIR_ROUND_INTERVAL_MS after the answer to the
 * one before. The server refuses a round closer than that to the player's previous one (decision
 * 0195), and measures from when it took that round, which is before its answer arrived here: so
 * pacing from the answer never meets the refusal, however the network delays the requests.
 */
export async function runAutoplay({
  rounds,
  playOnce,
  stopped,
  onLeft,
  now = () => performance.now(),
  wait = sleep,
}: AutoplayRun): Promise<void> {
  let lastAnswer: number | undefined;
  for (let left = rounds; left > 0; left--) {
    // a timer may wake a little early: the pace is checked against the clock, not the timer
    while (lastAnswer !== undefined && now() - lastAnswer < FAIR_ROUND_INTERVAL_MS) {
      await wait(FAIR_ROUND_INTERVAL_MS - (now() - lastAnswer));
    }
    if (stopped()) return;
    onLeft(left);
    const played = await playOnce();
    lastAnswer = now();
    if (!played) return;
  }
}
