import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TIMINGS } from '@wl/contract';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { createRouter } from './router';
import { installSessionHandling } from './session';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
});

export function App() {
  const [router] = useState(createRouter);
  useEffect(() => installSessionHandling(router), [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="bottom-right" duration={TIMINGS.errorToastMs} richColors closeButton />
    </QueryClientProvider>
  );
}
