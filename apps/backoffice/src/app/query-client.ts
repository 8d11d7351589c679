import { QueryClient } from '@tanstack/react-query';
import { failureOf } from '@/shared/api/call';

/** The app's one cache of server answers. Only a lost connection is retried: a failure the server gave is its answer. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => failureOf(error)?.message === 'disconnect' && count < 2,
        staleTime: 15_000,
      },
    },
  });
}
