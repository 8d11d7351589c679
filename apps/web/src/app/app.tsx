import { QueryClientProvider } from '@tanstack/react-query';
import { TIMINGS } from '@wl/contract/lite';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '@/shared/api/query-client';
import { loadPlayerData } from '@/shared/session/load-player-data';
import { useUserStore } from '@/shared/session/user-store';
import { ToastHost } from '@/shared/ui/toast';
import { createRouter } from './router';
import { installSessionHandling } from './session';

export function App() {
  const [router] = useState(createRouter);
  useEffect(() => {
    const uninstall = installSessionHandling(router);
    // Only now can a stale stored session end with the toast and the login surface (spec-coverage S4.5).
    if (useUserStore.getState().isAuthenticated) void loadPlayerData(queryClient);
    return uninstall;
  }, [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastHost position="bottom-right" duration={TIMINGS.errorToastMs} richColors closeButton />
    </QueryClientProvider>
  );
}
