// npm start: install what is missing, build, then run the server (it migrates and seeds on start).
// npm install rather than npm ci: see .ci/run.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const installed = 'node_modules/.package-lock.json';
if (!existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs) {
  console.log('Installing dependencies…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}
console.log('Building…');
run('npm', ['run', 'build', '--silent']);
console.log('Starting the server…');
run(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js']);
