import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Runs the operator CLI exactly as an operator would, against the e2e server. */
export function operatorCli(...args: string[]): string {
  return execFileSync(process.execPath, ['apps/api/dist/cli.js', ...args], {
    cwd: repoRoot,
    env: { ...process.env, API_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  });
}

/** The newest TAC the server sent to an account, read from the CLI outbox. */
export function tacFromOutbox(domain: string, accountId: string): string {
  const code = operatorCli('tac:outbox', domain, accountId).match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no TAC for ${accountId} on ${domain}`);
  return code;
}
