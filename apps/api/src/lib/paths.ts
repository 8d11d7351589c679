import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/api folder, found from this module whether it runs from src/ or from the dist bundle. */
export const apiRoot = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
})();

export const migrationsFolder = join(apiRoot, 'drizzle');

export function webDist(override?: string): string {
  return override ? resolve(override) : resolve(apiRoot, '../web/dist');
}

export function backofficeDist(override?: string): string {
  return override ? resolve(override) : resolve(apiRoot, '../backoffice/dist');
}
