import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache: the pages read it, and the router fills it ahead of a page (router.tsx). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
});
