import { describe, expect, it } from 'vitest';
import { runLimited } from './run-limited';

/** A task the test settles by hand, with a count of tasks in flight. */
function deferredTasks(count: number) {
  let inFlight = 0;
  let peak = 0;
  const settle: Array<() => void> = [];
  const tasks = Array.from({ length: count }, (_, index) => async () => {
    inFlight++;
    peak = Math.max(peak, inFlight);
    await new Promise<void>((resolve) => settle.push(resolve));
    inFlight--;
    return index;
  });
  return { tasks, settle, inFlight: () => inFlight, peak: () => peak };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runLimited', () => {
  it('never runs more than the limit at once, starting the next as one settles', async () => {
    const { tasks, settle, inFlight, peak } = deferredTasks(10);
    const done = runLimited(tasks, 4);
    await flush();
    expect(inFlight()).toBe(4);
    settle.shift()!();
    await flush();
    expect(inFlight()).toBe(4);
    while (settle.length > 0) {
      settle.shift()!();
      await flush();
    }
    const results = await done;
    expect(peak()).toBe(4);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : null))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });

  it('keeps going after a failure and reports it in place', async () => {
    const failure = new Error('chunk missing');
    const results = await runLimited([async () => 'a', async () => Promise.reject(failure), async () => 'c'], 1);
    expect(results).toEqual([
      { status: 'fulfilled', value: 'a' },
      { status: 'rejected', reason: failure },
      { status: 'fulfilled', value: 'c' },
    ]);
  });

  it('finishes at once with no tasks and refuses a limit below 1', async () => {
    expect(await runLimited([], 4)).toEqual([]);
    await expect(runLimited([async () => 1], 0)).rejects.toThrow(RangeError);
  });
});
