import './browser-setup';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { initI18n } from './shared/i18n';

/** The nonce the server gave this page (Vite's csp-nonce meta tag); the browser hides it from attribute reads, not from .nonce. */
const styleNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
// Mantine's scroll lock (react-remove-scroll) writes its <style> through get-nonce, not getStyleNonce.
if (styleNonce) setNonce(styleNonce);

void initI18n().then(() => {
  const router = createBrowserRouter(routes, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={createQueryClient()} styleNonce={styleNonce}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
