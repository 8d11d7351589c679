import { randomBytes } from 'node:crypto';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin, runnerImport, type UserConfig } from 'vite';
import type * as RoutesModule from './src/config/routes';
import { routeRules } from './src/features/site/route-rules';

/**
 * Build version (spec-coverage S7.20): every build gets an id, compiled into the app as
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

const fromHere = (path: string) => new URL(path, import.meta.url).pathname;
const APP_ENTRY = fromHere('./src/main.tsx');
const BROWSER_SETUP = fromHere('./src/browser-setup.ts');
/** The lazy modules every first visit to the home page loads: the template layout and the home page. */
const FIRST_SCREEN_ROOTS = [fromHere('./src/app/layouts/template-layout.tsx'), fromHere('./src/app/routes/home-page.tsx')];

/** Every module the roots import statically, directly or not, leaving out those in skip. */
function staticClosure(roots: string[], ctx: ChunkingContext, skip = new Set<string>()): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id) || skip.has(id)) continue;
    reached.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * The contract's domain helpers (bet labels, game and menu rules, number formats…). The entry
 * reaches every one of them through the contract's `lite` barrel, but only pages call them.
 */
const CONTRACT_DOMAIN = /packages[\\/]contract[\\/]src[\\/]domain[\\/]/;

/**
 * The files of a first visit to the home page, by the order it needs them: "app", everything the
 * entry imports, then "first-screen", what the template layout and the home page import that the
 * app does not. Split by importer set they were 8 files before the app could start and about 25
 * after it, which a phone fetches a few at a time over HTTP/1.1; grouped, each step is one round
 * trip. Other pages load "first-screen" too, as they need the layout, so the contract's domain
 * helpers go there: in "app" they cost the initial bundle 3 KB gzip that no startup code used.
 * The entry and its setup (zod's parsing mode) stay in the entry file, which runs them after the
 * "app" file it imports: the setup only has to precede the schemas, which load later.
 */
function firstVisitChunks(): (id: string, ctx: ChunkingContext) => string | null {
  let chunkOf: Map<string, string> | undefined;
  return (id, ctx) => {
    if (!chunkOf) {
      const setup = staticClosure([BROWSER_SETUP], ctx);
      const app = staticClosure(ctx.getModuleInfo(APP_ENTRY)?.importedIds ?? [], ctx, setup);
      const entry = new Set([APP_ENTRY, ...setup, ...app]);
      chunkOf = new Map([...app].map((module) => [module, CONTRACT_DOMAIN.test(module) ? 'first-screen' : 'app']));
      for (const module of staticClosure(FIRST_SCREEN_ROOTS, ctx, entry)) chunkOf.set(module, 'first-screen');
    }
    return chunkOf.get(id) ?? null;
  };
}

const common = {
  resolve: { alias: { '@': fromHere('./src') } },
  build: { outDir: 'dist', sourcemap: true },
} satisfies UserConfig;

/** The player's app. */
const app: UserConfig = {
  ...common,
  plugins: [react(), buildVersion()],
  // The API server also serves the provider pages and draws the game pictures and provider logos (/img).
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/provider': 'http://127.0.0.1:3000', '/img': 'http://127.0.0.1:3000' },
  },
  build: {
    ...common.build,
    rolldownOptions: {
      input: { main: fromHere('./index.html') },
      output: {
        codeSplitting: {
          groups: [
            // The first screen waits for the call schemas and the texts of its language; split by
            // source file they were 20 small files. Each of these groups is always loaded whole.
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
            { name: firstVisitChunks(), priority: -1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
};

/**
 * The built-in provider's game client, a page of its own served by the API at its game_url. It is
 * a second build into the same folder: as a second entry of the app's build it would share files
 * with the app, and load (and run) the app's modules with the few it needs.
 */
const gameClient: UserConfig = {
  ...common,
  plugins: [react()],
  build: { ...common.build, emptyOutDir: false, rolldownOptions: { input: { wlgames: fromHere('./wlgames/index.html') } } },
};

export default defineConfig(({ mode }) => (mode === 'game-client' ? gameClient : app));
