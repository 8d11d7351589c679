import { randomBytes } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import type * as RoutesModule from './src/config/routes';
import { routeRules } from './src/features/site/route-rules';

/**
 * Build version (spec section 7): every build gets an id, compiled into the app as
 * import.meta.env.VITE_BUILD_ID, and writes _build/meta/<id>.json (its route rules, which the
 * running app checks at startup) and _build/latest.json (polled by open tabs to notice a newer
 * build). BUILD_ID in the environment pins the id, e.g. to a commit hash in CI.
 * The route table is read through Vite's module runner: it imports the TypeScript contract
 * package, which Node cannot load while the config file itself is being evaluated.
 */
function buildVersion(): Plugin {
  const id = process.env.BUILD_ID?.trim() || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  if (!/^[\w.-]{1,64}$/.test(id)) throw new Error(`BUILD_ID must be 1-64 letters, digits, ".", "_" or "-": ${id}`);
  const builtAt = new Date().toISOString();
  return {
    name: 'wl-build-version',
    apply: 'build',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } }),
    async generateBundle() {
      const { module } = await runnerImport<typeof RoutesModule>(new URL('./src/config/routes.ts', import.meta.url).pathname, {
        configFile: false,
        logLevel: 'warn',
      });
      const latest = { id, built_at: builtAt };
      this.emitFile({
        type: 'asset',
        fileName: `_build/meta/${id}.json`,
        source: `${JSON.stringify({ ...latest, routes: routeRules(module.ROUTES) }, null, 2)}\n`,
      });
      this.emitFile({ type: 'asset', fileName: '_build/latest.json', source: `${JSON.stringify(latest)}\n` });
    },
  };
}

export default defineConfig({
  plugins: [react(), buildVersion()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  // The API server also serves the provider pages and draws the game pictures and provider logos (/img).
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/provider': 'http://127.0.0.1:3000', '/img': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The built-in provider's game client is a page of its own, served by the API at its game_url.
    rolldownOptions: {
      input: {
        main: new URL('./index.html', import.meta.url).pathname,
        wlgames: new URL('./wlgames/index.html', import.meta.url).pathname,
      },
      // The first screen waits for the call schemas and the texts of its language; split by
      // source file they were 20 small files, which a phone fetches a few at a time over HTTP/1.1.
      // Each of these groups is always loaded whole, so it is one file.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'call-schemas',
              test: /packages[\\/]contract[\\/]src[\\/](calls[\\/](?!routes)|envelope\.ts|fields\.ts)/,
              // The route table, statuses and tables they import are the main chunk's already.
              includeDependenciesRecursively: false,
            },
            {
              name: (id) => {
                const language = /locales[\\/](\w+)[\\/]\w+\.json$/.exec(id)?.[1];
                return language ? `texts-${language.toLowerCase()}` : null;
              },
            },
          ],
        },
      },
    },
  },
});
