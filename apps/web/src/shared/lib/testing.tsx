import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import errors from '@/locales/EN/errors.json';
import messages from '@/locales/EN/messages.json';
import pages from '@/locales/EN/pages.json';
import ui from '@/locales/EN/ui.json';
import validation from '@/locales/EN/validation.json';

/** Test helpers: the English messages loaded synchronously, and a render inside the app's providers. */
export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: 'EN',
    defaultNS: 'ui',
    resources: { EN: { errors, messages, pages, ui, validation } },
    interpolation: { escapeValue: false },
  });
}

export function renderWithProviders(
  element: ReactElement,
  {
    path = '/',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: { path?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return {
    queryClient,
    router,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
