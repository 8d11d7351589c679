import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The back office: a single-page app of its own, served by the API server at /backoffice/ on the
 * staff hosts only (apps/api/src/http/backoffice-app.ts). Vite writes the nonce placeholder on the
 * page's scripts, styles and a csp-nonce meta tag; the server gives each answer a fresh nonce, which
 * the app hands to Mantine for the style elements it writes.
 */
export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  html: { cspNonce: 'CSP_NONCE' },
  server: { port: 5174, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The libraries (React, Mantine, TanStack, zod: about 250 kB compressed) change less often than the
    // app: as one file of their own they stay cached across releases of the screens.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'libraries', test: /node_modules[\\/]/ }] } },
    },
  },
});
