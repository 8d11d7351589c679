// npm test: unit and API tests on embedded PGlite, the API tests again on PostgreSQL when
// TEST_DATABASE_URL is set, then the end-to-end tests against the built server.
import { spawnSync } from 'node:child_process';

/** Each stage says how long it took, so that a run's log shows where CI's time limit goes. */
function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const startedAt = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const took = `${((Date.now() - startedAt) / 60_000).toFixed(1)} min`;
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${took}`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label}: ${took}`);
}

const postgresUrl = process.env.TEST_DATABASE_URL;
run('type check', 'npm', ['run', 'typecheck', '--silent']);
run('lint', 'npx', ['biome', 'check', '.']);
run('unit and API tests (PGlite)', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' });
if (postgresUrl) run('API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DATABASE_URL: postgresUrl });
else console.log('\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only.');
run('build', 'npm', ['run', 'build', '--silent']);
run('end-to-end tests', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
