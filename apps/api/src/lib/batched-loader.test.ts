import { describe, expect, it } from 'vitest';
import { batchedLoader } from './batched-loader.js';

/** A lookup whose batches the test finishes by hand, recording the keys of each. */
function heldLookup() {
  const batches: { keys: readonly string[]; finish: (error?: Error) => void }[] = [];
  const loadMany = (keys: readonly string[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push({ keys, finish: (error) => (error ? reject(error) : resolve(keys.map((key) => key.toUpperCase()))) });
    });
  return { batches, loadMany };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedLoader', () => {
  it('sends a lookup on an idle loader at once, alone', async () => {
    const { batches, loadMany } = heldLookup();
    const loader = batchedLoader(loadMany, { concurrency: 2 });
    const answer = loader.load('a');
    await settle();
    expect(batches.map((batch) => batch.keys)).toEqual([['a']]);
    batches[0]?.finish();
    expect(await answer).toBe('A');
  });

  it('keeps at most its number of batches in flight; the lookups that wait go out together', async () => {
    const { batches, loadMany } = heldLookup();
    const loader = batchedLoader(loadMany, { concurrency: 2 });
    const first = [loader.load('a')];
    await settle();
    const second = [loader.load('b')];
    await settle();
    const waiting = ['c', 'd', 'e'].map((key) => loader.load(key));
    await settle();
    expect(batches.map((batch) => batch.keys)).toEqual([['a'], ['b']]);

    batches[1]?.finish();
    await settle();
    expect(batches.map((batch) => batch.keys)).toEqual([['a'], ['b'], ['c', 'd', 'e']]);
    batches[2]?.finish();
    batches[0]?.finish();
    expect(await Promise.all([...first, ...second, ...waiting])).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('fails every lookup of a failed batch, and the next batch still goes', async () => {
    const { batches, loadMany } = heldLookup();
    const loader = batchedLoader(loadMany, { concurrency: 1 });
    const failing = [loader.load('a'), loader.load('b')];
    await settle();
    const later = loader.load('c');
    batches[0]?.finish(new Error('connection terminated'));
    for (const lookup of failing) await expect(lookup).rejects.toThrow('connection terminated');
    await settle();
    batches[1]?.finish();
    expect(await later).toBe('C');
  });

  it('fails the batches that waited for a failure it shares at once, without asking again', async () => {
    const { batches, loadMany } = heldLookup();
    const loader = batchedLoader(loadMany, { concurrency: 1, sharesFailure: (error) => String(error).includes('no connection') });
    const first = loader.load('a');
    await settle();
    const waited = [loader.load('b'), loader.load('c')];
    await settle();
    batches[0]?.finish(new Error('no connection in time'));
    await expect(first).rejects.toThrow('no connection in time');
    for (const lookup of waited) await expect(lookup).rejects.toThrow('no connection in time');
    expect(batches).toHaveLength(1);

    const after = loader.load('d');
    await settle();
    batches[1]?.finish();
    expect(await after).toBe('D');
  });

  it('asks the database again for a key it answered before', async () => {
    const { batches, loadMany } = heldLookup();
    const loader = batchedLoader(loadMany, { concurrency: 1 });
    const once = loader.load('a');
    await settle();
    batches[0]?.finish();
    await once;
    const again = loader.load('a');
    await settle();
    expect(batches).toHaveLength(2);
    batches[1]?.finish();
    expect(await again).toBe('A');
  });
});
