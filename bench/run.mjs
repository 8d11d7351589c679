// `npm run bench`: every benchmark in turn; exits 1 when any of them misses a budget (docs/quality.md).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const failed = [];
for (const script of ['bundle.mjs', 'api.mjs', 'login-flood.mjs', 'wallet.mjs', 'reports.mjs', 'lighthouse.mjs']) {
  const result = spawnSync(process.execPath, [join(here, script)], { stdio: 'inherit' });
  if (result.status !== 0) failed.push(`${script} (exit ${result.status ?? result.signal})`);
}
if (failed.length > 0) {
  console.log(`\nbench: budgets missed or run failed in ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nbench: every budget met.');
