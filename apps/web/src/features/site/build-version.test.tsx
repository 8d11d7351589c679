import { act, render, screen } from '@testing-library/react';
import { TIMINGS } from '@wl/contract/lite';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@/config/routes';
import { initTestI18n } from '@/shared/lib/testing';
import { fakeServer } from '@/shared/testing/fake-server';
import { ToastHost } from '@/shared/ui/toast';
import { buildMetaUrl, useBuildVersionWatch, verifyBuildMeta, watchBuildVersion } from './build-version';
import { routeRuleDifferences, routeRules } from './route-rules';

const RULES = routeRules(ROUTES);
const META = { id: 'build-1', built_at: '2030-01-01T00:00:00.000Z', routes: RULES };
const latest = (id: string) => ({ id, built_at: '2030-01-01T01:00:00.000Z' });

beforeAll(initTestI18n);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('routeRules', () => {
  it('projects every route to its access and rendering rules', () => {
    expect(RULES.find((rule) => rule.path === '/minigame')).toEqual({
      path: '/minigame',
      auth: true,
      guard: null,
      layout: 'minigame',
      middleware: [],
    });
    expect(RULES.find((rule) => rule.path === '/forgot-password')?.guard).toBe('guest');
  });

  it('names the paths that differ or that only one table has', () => {
    const changed = RULES.map((rule) => (rule.path === '/vip' ? { ...rule, auth: false } : rule)).filter(
      (rule) => rule.path !== '/news',
    );
    expect(routeRuleDifferences(RULES, [...changed, { ...RULES[0]!, path: '/casino-new' }])).toEqual([
      '/news',
      '/vip',
      '/casino-new',
    ]);
  });
});

describe('watchBuildVersion', () => {
  it('polls the latest-build file every hour with a timestamp and reports another build once', async () => {
    let current = 'build-1';
    const fetchMock = fakeServer({ '/_build/latest.json': () => latest(current) });
    const onNewVersion = vi.fn();
    watchBuildVersion({ buildId: 'build-1', onNewVersion });
    await vi.advanceTimersByTimeAsync(TIMINGS.buildVersionCheckMs);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^\/_build\/latest\.json\?t=\d+$/);
    expect(onNewVersion).not.toHaveBeenCalled();
    current = 'build-2';
    await vi.advanceTimersByTimeAsync(TIMINGS.buildVersionCheckMs);
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith('build-2');
    await vi.advanceTimersByTimeAsync(TIMINGS.buildVersionCheckMs * 3);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps polling through a failed check', async () => {
    const fetchMock = fakeServer({});
    const onNewVersion = vi.fn();
    const stop = watchBuildVersion({ buildId: 'build-1', onNewVersion });
    await vi.advanceTimersByTimeAsync(TIMINGS.buildVersionCheckMs * 2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
  });
});

describe('verifyBuildMeta', () => {
  it('agrees when the build metadata has the bundle route rules', async () => {
    fakeServer({ [buildMetaUrl('build-1')]: META });
    expect(await verifyBuildMeta('build-1', RULES)).toBe(true);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('warns when the rules differ or the file is gone', async () => {
    fakeServer({ [buildMetaUrl('build-1')]: { ...META, routes: RULES.slice(1) } });
    expect(await verifyBuildMeta('build-1', RULES)).toBe(false);
    fakeServer({});
    expect(await verifyBuildMeta('build-1', RULES)).toBe(false);
    expect(console.warn).toHaveBeenCalledTimes(2);
  });
});

function Watcher({ buildId }: { buildId: string }) {
  useBuildVersionWatch(buildId);
  return <ToastHost />;
}

describe('useBuildVersionWatch', () => {
  it('prompts to reload when the latest build differs from the running one', async () => {
    fakeServer({ [buildMetaUrl('build-1')]: META, '/_build/latest.json': latest('build-2') });
    render(<Watcher buildId="build-1" />);
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.buildVersionCheckMs - 1));
    expect(screen.queryByText('A new version of this site is available.')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(await screen.findByText('A new version of this site is available.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('prompts at once when this build metadata is gone and a newer build exists', async () => {
    fakeServer({ '/_build/latest.json': latest('build-2') });
    render(<Watcher buildId="build-1" />);
    expect(await screen.findByText('A new version of this site is available.')).toBeTruthy();
  });

  it('does nothing in the dev server, which has no build id', () => {
    const fetchMock = fakeServer({});
    render(<Watcher buildId="" />);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
