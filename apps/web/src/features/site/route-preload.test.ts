import { MAX_PARALLEL_ROUTE_PRELOADS } from '@wl/contract/lite';
import { describe, expect, it, vi } from 'vitest';
import { menuItem } from '@/shared/testing/site';
import { menuPaths, preloadRoutes } from './route-preload';

describe('menuPaths', () => {
  it('collects the route paths of the menus and their children once, without query or hash', () => {
    const menu = [
      menuItem('slots', 'slots'),
      menuItem('games', null, [menuItem('fishing', 'fish'), menuItem('slots-jili', 'slots', [], '/slots?provider=JILI')]),
      menuItem('promotions', null, [], '/promotions#today'),
      menuItem('blog', null, [], 'https://blog.example/'),
      menuItem('gone', null, [], '/no-such-page'),
    ];
    expect(menuPaths([menu, [menuItem('slots', 'slots')]])).toEqual(['/slots', '/fishing', '/promotions']);
  });
});

describe('preloadRoutes', () => {
  it('never has more than 4 modules loading at once', async () => {
    let inFlight = 0;
    let peak = 0;
    const loader = () =>
      vi.fn(async () => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
      });
    const modules = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`/page-${index}`, loader()]));
    await preloadRoutes(Object.keys(modules), modules);
    expect(MAX_PARALLEL_ROUTE_PRELOADS).toBe(4);
    expect(peak).toBe(4);
    for (const load of Object.values(modules)) expect(load).toHaveBeenCalledOnce();
  });

  it('loads a module shared by two paths once and survives failed chunks', async () => {
    const lobby = vi.fn(async () => ({}));
    const broken = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const modules = { '/bingo': lobby, '/crash': lobby, '/slots': broken };
    await expect(preloadRoutes(['/bingo', '/crash', '/slots'], modules)).resolves.toBeUndefined();
    expect(lobby).toHaveBeenCalledOnce();
    expect(broken).toHaveBeenCalledOnce();
  });
});
