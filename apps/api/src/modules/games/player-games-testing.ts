import { inArray } from 'drizzle-orm';
import { providerIntegrations, providers } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';

/** A launch URL that refuses at once: a launch of a remote provider fails fast (providerUnavailable), never hangs. */
export const REFUSING_LAUNCH_URL = 'http://127.0.0.1:9/launch';

/**
 * Connects every provider of the catalogue that has no integration yet, as a remote one; answers
 * how to disconnect them again.
 */
export async function connectEveryProvider(t: TestApp): Promise<() => Promise<void>> {
  const rows = await t.database.db.select({ code: providers.code }).from(providers);
  const added = await t.database.db
    .insert(providerIntegrations)
    .values(
      rows.map(({ code }) => ({
        providerCode: code,
        kind: 'http' as const,
        launchUrl: REFUSING_LAUNCH_URL,
        secret: 'x'.repeat(32),
      })),
    )
    .onConflictDoNothing()
    .returning({ code: providerIntegrations.providerCode });
  t.app.invalidateSite();
  return async () => {
    const codes = added.map(({ code }) => code);
    if (codes.length > 0)
      await t.database.db.delete(providerIntegrations).where(inArray(providerIntegrations.providerCode, codes));
    t.app.invalidateSite();
  };
}

/** A test body run with every provider connected (the demo connects only the built-in one). */
export function withEveryProviderConnected(t: TestApp, run: () => Promise<void>): () => Promise<void> {
  return async () => {
    const disconnect = await connectEveryProvider(t);
    try {
      await run();
    } finally {
      await disconnect();
    }
  };
}
