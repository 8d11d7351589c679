import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/shared/api/call';
import { catalogueGamesKey } from './list-catalogue-games';
import { gameListsKey } from './list-game-lists';
import { providersKey } from './list-providers';
import { useSaveIntegration, useSetIntegrationEnabled } from './save-integration';
import { useSetProviderEnabled } from './set-provider-enabled';
import { useSetUnconnectedGames } from './set-unconnected';

vi.mock('@/shared/api/call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/call')>()),
  call: vi.fn(),
}));

/** What two sites' games screens have cached: each site's providers, a page of its games and its lists. */
const CACHED = {
  'providers of site 1': providersKey(1),
  'providers of site 2': providersKey(2),
  'games of site 1': [...catalogueGamesKey(1), { site_id: 1, page: 1 }],
  'games of site 2': [...catalogueGamesKey(2), { site_id: 2, page: 1 }],
  'lists of site 1': gameListsKey(1),
  'lists of site 2': gameListsKey(2),
} satisfies Record<string, QueryKey>;
type Cached = keyof typeof CACHED;

let queryClient: QueryClient;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The cached answers a change marks for refetching (nothing here is on screen, so nothing refetches yet). */
function refetchedAfterwards(): Cached[] {
  return (Object.keys(CACHED) as Cached[]).filter((name) => queryClient.getQueryState(CACHED[name])?.isInvalidated);
}

beforeEach(() => {
  vi.mocked(call).mockReset();
  vi.mocked(call).mockResolvedValue({ statusCode: 1 } as never);
  queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  for (const key of Object.values(CACHED)) queryClient.setQueryData(key, { statusCode: 1 });
});

describe('what a change of the catalogue refetches', () => {
  it("refetches every site's providers, and no site's games or lists, when a connection is saved", async () => {
    const { result } = renderHook(() => useSaveIntegration(), { wrapper });
    await result.current.mutateAsync({ provider_code: 'JILI', kind: 'http', launch_url: 'https://jili.example/launch' });
    expect(refetchedAfterwards()).toEqual(['providers of site 1', 'providers of site 2']);
  });

  it("refetches every site's providers when a connection is switched off", async () => {
    const { result } = renderHook(() => useSetIntegrationEnabled(), { wrapper });
    await result.current.mutateAsync({ provider_code: 'JILI', enabled: false });
    expect(refetchedAfterwards()).toEqual(['providers of site 1', 'providers of site 2']);
  });

  it("refetches only the site's providers when its choice for games of providers not connected changes", async () => {
    const { result } = renderHook(() => useSetUnconnectedGames(), { wrapper });
    await result.current.mutateAsync({ site_id: 1, unconnected_games: 'coming_soon' });
    expect(refetchedAfterwards()).toEqual(['providers of site 1']);
  });

  it("refetches the site's providers, games and lists, and nothing of another site, when it offers a provider", async () => {
    const { result } = renderHook(() => useSetProviderEnabled(), { wrapper });
    await result.current.mutateAsync({ site_id: 2, provider_code: 'JDB', enabled: true });
    expect(refetchedAfterwards()).toEqual(['providers of site 2', 'games of site 2', 'lists of site 2']);
  });

  it('refetches nothing when the change is refused', async () => {
    vi.mocked(call).mockRejectedValue(new Error('refused'));
    const { result } = renderHook(() => useSetProviderEnabled(), { wrapper });
    await expect(result.current.mutateAsync({ site_id: 2, provider_code: 'JDB', enabled: true })).rejects.toThrow('refused');
    expect(refetchedAfterwards()).toEqual([]);
  });
});
