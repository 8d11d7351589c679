// After a build: a Brotli and a gzip copy beside every text asset of apps/web/dist (or of the folder
// given, such as apps/backoffice/dist), which the server's static files plugin sends to browsers
// that accept them (preCompressed), so an app is compressed once at build time instead of on every
// request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(repository, process.argv[2] ?? 'apps/web/dist');
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);
/** Below this a compressed copy saves less than the headers it adds. */
const MIN_BYTES = 1024;

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const path of files(dist)) {
  if (!TEXT.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
  const content = readFileSync(path);
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
  before += content.length;
  after += brotli.length;
}
console.log(`precompressed ${count} files of ${dist}: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB as Brotli`);
