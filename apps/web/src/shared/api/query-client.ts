import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache: the pages read it, the router fills it ahead of a page (app/router.tsx),
 * and the session fills the player's balance, VIP and favourites into it at login, outside React.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
});
