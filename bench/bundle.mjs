// Initial JavaScript and CSS of the home page (budget in docs/quality.md: at most 150 KB gzip of JavaScript).
// The SPA is one build for every template (the template is chosen at run time from /api/startup),
// so the home page loads the same initial files on every site: one figure covers all templates.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const indexFile = join(dist, 'index.html');
const JS_BUDGET_KB = 150;

if (!existsSync(indexFile)) {
  console.error(`${indexFile} is missing: run \`npm run build\` first.`);
  process.exit(2);
}

const html = readFileSync(indexFile, 'utf8');
const files = [];
for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
  const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
  if (!src || /^(https?:)?\/\//.test(src)) continue;
  const isScript = tag.startsWith('<script') || /rel="modulepreload"/.test(tag);
  const isStyle = /rel="stylesheet"/.test(tag);
  // The entry is both a script and a modulepreload: it is fetched once.
  if ((!isScript && !isStyle) || files.some((file) => file.path === src)) continue;
  files.push({ path: src, kind: isScript ? 'js' : 'css' });
}

const KB = 1024;
let totalJs = 0;
let totalCss = 0;
const rows = files.map(({ path, kind }) => {
  const content = readFileSync(join(dist, path.replace(/^\//, '')));
  const gzip = gzipSync(content, { level: 9 }).length;
  if (kind === 'js') totalJs += gzip;
  else totalCss += gzip;
  return { path, kind, raw: content.length, gzip };
});

console.log('\nHome page initial assets (apps/web/dist/index.html: scripts, modulepreloads, stylesheets), gzip -9');
console.log('One SPA build serves every template, so this figure holds for each of them.');
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(
    `  ${row.kind.padEnd(3)} ${row.path.padEnd(48)} ${(row.raw / KB).toFixed(1).padStart(8)} KB raw ${(row.gzip / KB).toFixed(1).padStart(7)} KB gzip`,
  );
}
const jsKb = totalJs / KB;
const cssKb = totalCss / KB;
console.log(`  JavaScript: ${jsKb.toFixed(1)} KB gzip (budget ${JS_BUDGET_KB} KB)`);
console.log(`  CSS:        ${cssKb.toFixed(1)} KB gzip (reported)`);
console.log(`  JS + CSS:   ${(jsKb + cssKb).toFixed(1)} KB gzip`);
if (process.env.BENCH_JSON) console.log(JSON.stringify({ jsKb, cssKb, files: rows }));
if (jsKb > JS_BUDGET_KB) {
  console.log(`\nBundle budget missed: initial JavaScript ${jsKb.toFixed(1)} KB gzip > ${JS_BUDGET_KB} KB.`);
  process.exitCode = 1;
} else {
  console.log('\nBundle budget: met.');
}
