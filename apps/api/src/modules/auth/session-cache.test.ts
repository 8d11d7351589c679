import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.js';

type Row = { player: { id: number }; balance: number };

function cacheOnAClock(options: { maxAgeMs?: number; maxEntries?: number } = {}) {
  const clock = { ms: 0 };
  const cache = new SessionCache<Row>({
    maxAgeMs: options.maxAgeMs ?? 5_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => clock.ms,
  });
  cache.feedUp();
  return { cache, clock };
}

/** A lookup the test ends when it likes, to change players while it is in flight. */
function pendingLookup() {
  let answer: (row: Row | undefined) => void = () => {};
  const promise = new Promise<Row | undefined>((resolve) => {
    answer = resolve;
  });
  return { read: () => promise, answer };
}

const row = (playerId: number, balance = 0): Row => ({ player: { id: playerId }, balance });

describe('SessionCache', () => {
  it('keeps what a lookup found and answers it until it is maxAgeMs old', async () => {
    const { cache, clock } = cacheOnAClock({ maxAgeMs: 5_000 });
    expect(cache.get('a')).toBeUndefined();
    await cache.read('a', async () => row(1, 10));
    clock.ms = 4_999;
    expect(cache.get('a')).toEqual(row(1, 10));
    clock.ms = 5_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing for a token the lookup did not find', async () => {
    const { cache } = cacheOnAClock();
    expect(await cache.read('unknown', async () => undefined)).toBeUndefined();
    expect(cache.get('unknown')).toBeUndefined();
  });

  it('drops every token of a changed player, and only theirs', async () => {
    const { cache } = cacheOnAClock();
    await cache.read('phone', async () => row(1));
    await cache.read('laptop', async () => row(1));
    await cache.read('other', async () => row(2));
    cache.playerChanged(1);
    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('laptop')).toBeUndefined();
    expect(cache.get('other')).toEqual(row(2));
  });

  it('does not keep a lookup that was in flight when its player changed: it may have read the old rows', async () => {
    const { cache } = cacheOnAClock();
    const stale = pendingLookup();
    const unrelated = pendingLookup();
    const reading = cache.read('a', stale.read);
    const readingOther = cache.read('b', unrelated.read);
    cache.playerChanged(1);
    stale.answer(row(1, 10));
    unrelated.answer(row(2, 20));
    // The caller still gets what was read; only keeping it would be wrong.
    expect(await reading).toEqual(row(1, 10));
    expect(await readingOther).toEqual(row(2, 20));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual(row(2, 20));
    // A lookup that starts after the change read the new rows, and is kept.
    await cache.read('a', async () => row(1, 11));
    expect(cache.get('a')).toEqual(row(1, 11));
  });

  it('remembers a change for lookups still in flight however many other lookups end meanwhile', async () => {
    const { cache } = cacheOnAClock();
    const slow = pendingLookup();
    const reading = cache.read('slow', slow.read);
    cache.playerChanged(7);
    // Enough other players change, and other lookups end, for the cache to prune its memory of changes.
    for (let playerId = 100; playerId < 2_200; playerId++) {
      cache.playerChanged(playerId);
      await cache.read(`t${playerId}`, async () => row(playerId));
    }
    slow.answer(row(7));
    await reading;
    expect(cache.get('slow')).toBeUndefined();
  });

  it('keeps nothing while the feed is down, and drops what it kept when the feed is lost', async () => {
    const { cache } = cacheOnAClock();
    await cache.read('a', async () => row(1));
    cache.feedDown();
    expect(cache.get('a')).toBeUndefined();
    await cache.read('a', async () => row(1));
    expect(cache.get('a')).toBeUndefined();

    // A lookup that started before the feed was back may have missed a change sent meanwhile.
    const early = pendingLookup();
    const reading = cache.read('a', early.read);
    cache.feedUp();
    early.answer(row(1));
    await reading;
    expect(cache.get('a')).toBeUndefined();
    await cache.read('a', async () => row(1));
    expect(cache.get('a')).toEqual(row(1));
  });

  it('keeps at most maxEntries lookups, dropping the oldest first', async () => {
    const { cache } = cacheOnAClock({ maxEntries: 2 });
    await cache.read('first', async () => row(1));
    await cache.read('second', async () => row(2));
    await cache.read('third', async () => row(3));
    expect(cache.get('first')).toBeUndefined();
    expect(cache.get('second')).toEqual(row(2));
    expect(cache.get('third')).toEqual(row(3));
    // The dropped token no longer belongs to its player's set: a change of player 1 finds nothing to drop.
    cache.playerChanged(1);
    expect(cache.get('second')).toEqual(row(2));
  });
});
