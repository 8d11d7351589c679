import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteCache } from './site-cache.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('SiteCache', () => {
  it('loads once within the TTL and again after it', async () => {
    vi.useFakeTimers();
    const cache = new SiteCache(1_000);
    const load = vi.fn(async () => 'answer');
    await cache.get(1, 'startup', load);
    await cache.get(1, 'startup', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_001);
    await cache.get(1, 'startup', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("drops one site's entries on its invalidation and every entry on a global one", async () => {
    const cache = new SiteCache();
    const loads: string[] = [];
    const read = (site: number, key: string) =>
      cache.get(site, key, async () => {
        loads.push(`${site}:${key}`);
        return key;
      });
    await Promise.all([read(1, 'seo:home'), read(1, 'cms'), read(12, 'cms')]);
    cache.invalidate(1);
    await Promise.all([read(1, 'seo:home'), read(1, 'cms'), read(12, 'cms')]);
    expect(loads).toEqual(['1:seo:home', '1:cms', '12:cms', '1:seo:home', '1:cms']);
    cache.invalidate();
    await read(12, 'cms');
    expect(loads.at(-1)).toBe('12:cms');
  });

  it('keeps at most its bound of entries, the oldest going first', async () => {
    const cache = new SiteCache(60_000, 2);
    const load = vi.fn(async () => 'value');
    for (const page of ['a', 'b', 'c']) await cache.get(1, `seo:${page}`, load);
    await cache.get(1, 'seo:c', load);
    await cache.get(1, 'seo:b', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get(1, 'seo:a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not keep a failed load', async () => {
    const cache = new SiteCache();
    await expect(cache.get(1, 'row', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await expect(cache.get(1, 'row', async () => 'row')).resolves.toBe('row');
  });
});
