/** No autoplay faster than one round a second (issue 21): from one round's start to the next. */
export const AUTOPLAY_MIN_MS = 1_000;

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

/** Plays up to `rounds` rounds, each starting at least AUTOPLAY_MIN_MS after the one before. */
export async function runAutoplay({
  rounds,
  playOnce,
  stopped,
  onLeft,
  now = () => performance.now(),
  wait = sleep,
}: AutoplayRun): Promise<void> {
  let lastStart: number | undefined;
  for (let left = rounds; left > 0; left--) {
    // a timer may wake a little early: the pace is checked against the clock, not the timer
    while (lastStart !== undefined && now() - lastStart < AUTOPLAY_MIN_MS) await wait(AUTOPLAY_MIN_MS - (now() - lastStart));
    if (stopped()) return;
    onLeft(left);
    lastStart = now();
    if (!(await playOnce())) return;
  }
}
