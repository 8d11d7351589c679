/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** What a module loads at run time: its value imports and re-exports (type-only ones are erased). */
function runtimeSpecifiers(source: string): string[] {
  const fromClauses = source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+'([^']+)';/gms);
  const bareImports = source.matchAll(/^import\s+'([^']+)';/gm);
  return [...fromClauses, ...bareImports].map((match) => match[1]!);
}

/** The packages a module loads, following its relative imports through the contract's own files. */
function packagesLoadedBy(entry: URL): string[] {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: URL) => {
    if (seen.has(file.href)) return;
    seen.add(file.href);
    for (const specifier of runtimeSpecifiers(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(new URL(specifier.replace(/\.js$/, '.ts'), file));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return [...packages];
}

describe('@wl/contract/lite', () => {
  it('loads no package, zod included, so the browser can start without the schemas', () => {
    expect(packagesLoadedBy(new URL('./lite.ts', import.meta.url))).toEqual([]);
  });

  it('finds zod behind the full entry, so the check above can fail', () => {
    expect(packagesLoadedBy(new URL('./index.ts', import.meta.url))).toContain('zod');
  });
});
