import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layers of the web app (docs/architecture.md): a feature imports only shared/ and its own
 * folder, shared/ imports no feature and nothing of app/, app/ composes features; no module is part
 * of an import cycle. biome.json enforces it (style/noRestrictedImports per layer through overrides,
 * suspicious/noImportCycles); these tests plant violations and check that Biome refuses them.
 */

const SRC = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(SRC, '../../..');
const FEATURES = join(SRC, 'features');
const BIOME = join(ROOT, 'node_modules/.bin/biome');

interface Diagnostic {
  category?: string;
  location?: { path?: string };
}

/** Writes the files (path relative to src: text), lints them with the repository's biome.json and removes them. */
function lintPlanted(files: Record<string, string>): { status: number | null; rules: Record<string, string[]> } {
  const tag = `zz-architecture-probe-${process.pid}-${Date.now().toString(36)}`;
  const written = Object.entries(files).map(([path, text]) => [join(SRC, path.replaceAll('PROBE', tag)), text] as const);
  const made = new Set<string>();
  try {
    for (const [path, text] of written) {
      const dir = dirname(path);
      if (dir.includes(tag)) made.add(dir.slice(0, dir.indexOf(tag) + tag.length));
      mkdirSync(dir, { recursive: true });
      writeFileSync(path, text);
    }
    const run = spawnSync(BIOME, ['lint', '--reporter=json', ...written.map(([path]) => relative(ROOT, path))], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
    const rules: Record<string, string[]> = {};
    for (const [path] of written) rules[relative(SRC, path).replaceAll(tag, 'PROBE')] = [];
    for (const diagnostic of report.diagnostics) {
      const path = diagnostic.location?.path;
      if (!path || !diagnostic.category) continue;
      rules[relative(SRC, join(ROOT, path)).replaceAll(tag, 'PROBE')]?.push(diagnostic.category);
    }
    return { status: run.status, rules };
  } finally {
    for (const [path] of written) rmSync(path, { force: true });
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  }
}

const RESTRICTED = 'lint/style/noRestrictedImports';
const CYCLE = 'lint/suspicious/noImportCycles';

describe('feature walls (biome.json)', () => {
  it("refuses a feature's import of another feature, by alias or relative path, statically or lazily", () => {
    const { status, rules } = lintPlanted({
      'features/games/PROBE.ts': "import { tacSent } from '../auth/lib/tac';\nexport const probe = tacSent;\n",
      'features/games/PROBE.tsx': "import { trackViewport } from '../site/viewport';\nexport const probe = trackViewport;\n",
      'features/games/PROBE/by-alias.ts':
        "import { trackViewport } from '@/features/site/viewport';\nexport const probe = trackViewport;\nexport const later = () => import('@/features/news');\n",
      'features/games/PROBE/relative.ts':
        "import { trackViewport } from '../../site/viewport';\nexport const probe = trackViewport;\n",
      'features/games/PROBE/app.ts': "import { PAGE_MODULES } from '@/app/pages';\nexport const probe = PAGE_MODULES;\n",
    });
    expect(status).not.toBe(0);
    expect(rules).toEqual({
      'features/games/PROBE.ts': [RESTRICTED],
      'features/games/PROBE.tsx': [RESTRICTED],
      'features/games/PROBE/by-alias.ts': [RESTRICTED, RESTRICTED],
      'features/games/PROBE/relative.ts': [RESTRICTED],
      'features/games/PROBE/app.ts': [RESTRICTED],
    });
  });

  it('lets a feature import shared/ and its own folder', () => {
    const { status, rules } = lintPlanted({
      'features/games/PROBE/allowed.ts': [
        "import { useUserStore } from '@/shared/session/user-store';",
        "import { gameListQueryOptions } from '../api/get-game-list';",
        'export const probe = [useUserStore, gameListQueryOptions];',
        '',
      ].join('\n'),
    });
    expect(rules).toEqual({ 'features/games/PROBE/allowed.ts': [] });
    expect(status).toBe(0);
  });

  it('refuses an import of a feature or of app/ in shared/', () => {
    const { status, rules } = lintPlanted({
      'shared/PROBE/core.ts': [
        "import { GameSection } from '@/features/home/components/game-section';",
        "import { PAGE_MODULES } from '@/app/pages';",
        'export const probe = [GameSection, PAGE_MODULES];',
        '',
      ].join('\n'),
    });
    expect(status).not.toBe(0);
    expect(rules).toEqual({ 'shared/PROBE/core.ts': [RESTRICTED, RESTRICTED] });
  });

  it('refuses an import cycle', () => {
    const { status, rules } = lintPlanted({
      'features/games/PROBE/one.ts': "import { two } from './two';\nexport const one = () => two;\n",
      'features/games/PROBE/two.ts': "import { one } from './one';\nexport const two = () => one;\n",
    });
    expect(status).not.toBe(0);
    expect(rules).toEqual({ 'features/games/PROBE/one.ts': [CYCLE], 'features/games/PROBE/two.ts': [CYCLE] });
  });
});

/** Every module specifier of a file: imports, re-exports, lazy imports and vi.mock / importActual. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|\bmock\(\s*|\bimportActual(?:<[^>]*>)?\(\s*)(['"])([^'"\n]+)\1/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('feature walls (the code as it is)', () => {
  it('has no module of one feature naming a module of another, tests and mocks included', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(FEATURES)) {
      const feature = relative(FEATURES, file).split('/')[0];
      for (const [, , specifier = ''] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        const target = specifier.startsWith('@/')
          ? join(SRC, specifier.slice(2))
          : specifier.startsWith('.')
            ? resolve(dirname(file), specifier)
            : null;
        if (!target) continue;
        const [top, name] = relative(SRC, target).split('/');
        if (top === 'app' || (top === 'features' && name !== feature)) crossings.push(`${relative(SRC, file)} -> ${specifier}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
