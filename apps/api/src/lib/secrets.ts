import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads a secret from the data dir, creating it (mode 0600) on first use. Used when the
 * environment does not supply the secret, which is what a single-machine install wants.
 */
export function dataDirSecret(dataDir: string, name: string): { value: string; created: boolean } {
  const file = join(dataDir, name);
  try {
    return { value: readFileSync(file, 'utf8').trim(), created: false };
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const value = randomBytes(32).toString('base64url');
    writeFileSync(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
    return { value, created: true };
  }
}

/** Writes (or replaces) a secret in the data dir, readable by its owner only. */
export function writeDataDirSecret(dataDir: string, name: string, value: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, name), `${value}\n`, { mode: 0o600 });
}

/** The installation token: it only bootstraps the first owner, while no staff member exists. */
export const INSTALLATION_TOKEN_FILE = 'installation-token';
/** An owner API key for the CLI on the server's machine, written by the bootstrap (and the demo seed). */
export const CLI_KEY_FILE = 'cli-api-key';
export const SERVER_SECRET_FILE = 'server-secret';

/**
 * The code of the built-in provider (providers/wlgames) in the game catalogue, in its integration
 * and in the path of its seamless wallet calls.
 */
export const BUILT_IN_PROVIDER = 'WLGAMES';

/**
 * The key the built-in provider and the operator share for seamless wallet signatures. Both
 * halves run in this server, so it is derived from the server secret rather than stored twice.
 */
export function builtInProviderSecret(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update(`provider-secret:${BUILT_IN_PROVIDER}`).digest('base64url');
}
