import { FAIR_ROUND_INTERVAL_MS } from '@wl/contract';
import { describe, expect, it } from 'vitest';
import { runAutoplay } from './autoplay';

/** A clock the test moves: waiting moves it by what was asked, a round by what it takes. */
function fakeClock() {
  let time = 0;
  return {
    now: () => time,
    wait: async (ms: number) => {
      time += ms;
    },
    pass: (ms: number) => {
      time += ms;
    },
  };
}

describe('autoplay', () => {
  it('sends each round a second after the answer to the one before, however fast a round is', async () => {
    const clock = fakeClock();
    const starts: number[] = [];
    const left: number[] = [];
    await runAutoplay({
      rounds: 5,
      playOnce: async () => {
        starts.push(clock.now());
        clock.pass(120);
        return true;
      },
      stopped: () => false,
      onLeft: (count) => left.push(count),
      ...clock,
    });
    expect(starts).toEqual([0, 1120, 2240, 3360, 4480]);
    expect(left).toEqual([5, 4, 3, 2, 1]);
    for (let i = 1; i < starts.length; i++)
      expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(FAIR_ROUND_INTERVAL_MS + 120);
  });

  it("waits a second after a slow round's answer too, and keeps the pace when a timer wakes early", async () => {
    const clock = fakeClock();
    const starts: number[] = [];
    let early = true;
    await runAutoplay({
      rounds: 3,
      playOnce: async () => {
        starts.push(clock.now());
        clock.pass(starts.length === 1 ? 1500 : 10);
        return true;
      },
      stopped: () => false,
      onLeft: () => {},
      now: clock.now,
      wait: async (ms) => {
        // one timer fires 5 ms early: the loop waits again
        clock.pass(early ? ms - 5 : ms);
        early = false;
      },
    });
    expect(starts).toEqual([0, 2500, 3510]);
  });

  it('stops at a round that did not play, and when stopped', async () => {
    const clock = fakeClock();
    let played = 0;
    await runAutoplay({ rounds: 10, playOnce: async () => ++played < 3, stopped: () => false, onLeft: () => {}, ...clock });
    expect(played).toBe(3);
    played = 0;
    let stop = false;
    await runAutoplay({
      rounds: 10,
      playOnce: async () => {
        played++;
        stop = played === 2;
        return true;
      },
      stopped: () => stop,
      onLeft: () => {},
      ...clock,
    });
    expect(played).toBe(2);
  });
});
