import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { providerIntegrations, providers } from '../../db/schema/index.js';
import { failField } from '../../lib/failure.js';
import { BUILT_IN_PROVIDER, builtInProviderSecret } from '../../lib/secrets.js';
import type { SiteCache } from '../../lib/site-cache.js';

export type IntegrationRow = typeof providerIntegrations.$inferSelect;
export type IntegrationKind = IntegrationRow['kind'];

export interface IntegrationSettings {
  providerCode: string;
  kind: IntegrationKind;
  launchUrl: string;
  secret: string;
}

/**
 * How the operator reaches each game provider (provider_integrations). `find` runs on every seamless
 * call and launch, so with a cache it is read from there; the operator's changes drop the whole
 * cache (on every instance), as they drop cached domains.
 */
export function createIntegrationService(db: Db, cache?: SiteCache) {
  async function read(providerCode: string): Promise<IntegrationRow | null> {
    const [row] = await db.select().from(providerIntegrations).where(eq(providerIntegrations.providerCode, providerCode));
    return row ?? null;
  }

  return {
    async find(providerCode: string): Promise<IntegrationRow | undefined> {
      const row = await (cache ? cache.get('integrations', providerCode, () => read(providerCode)) : read(providerCode));
      return row ?? undefined;
    },

    /** Every integration with its provider's name, or the one of providerCode. */
    async list(providerCode?: string): Promise<Array<IntegrationRow & { providerName: string }>> {
      const rows = await db
        .select({ integration: providerIntegrations, providerName: providers.name })
        .from(providerIntegrations)
        .innerJoin(providers, eq(providerIntegrations.providerCode, providers.code))
        .where(providerCode === undefined ? undefined : eq(providerIntegrations.providerCode, providerCode))
        .orderBy(asc(providerIntegrations.providerCode));
      return rows.map((row) => ({ ...row.integration, providerName: row.providerName }));
    },

    /** Creates or replaces the integration of a catalogue provider; it is enabled afterwards. */
    async save(settings: IntegrationSettings): Promise<IntegrationRow> {
      const [provider] = await db
        .select({ code: providers.code })
        .from(providers)
        .where(eq(providers.code, settings.providerCode));
      if (!provider) failField('provider_code', 'unknownProvider');
      const values = { ...settings, enabled: true, updatedAt: new Date(), secretSetAt: new Date() };
      const [row] = await db
        .insert(providerIntegrations)
        .values(values)
        .onConflictDoUpdate({ target: providerIntegrations.providerCode, set: values })
        .returning();
      return row!;
    },

    async setEnabled(providerCode: string, enabled: boolean): Promise<IntegrationRow> {
      const [row] = await db
        .update(providerIntegrations)
        .set({ enabled, updatedAt: sql`now()` })
        .where(eq(providerIntegrations.providerCode, providerCode))
        .returning();
      if (!row) failField('provider_code', 'notConfigured');
      return row;
    },
  };
}

export type IntegrationService = ReturnType<typeof createIntegrationService>;

/**
 * The built-in provider's integration follows the server secret: run at every start, so a data
 * dir seeded before the provider existed, or a rotated SERVER_SECRET, still launches its games.
 * An operator's enable/disable choice is kept. Without the provider in the catalogue it does nothing.
 */
export async function syncBuiltInIntegration(db: Db, serverSecret: string): Promise<void> {
  const [provider] = await db.select({ code: providers.code }).from(providers).where(eq(providers.code, BUILT_IN_PROVIDER));
  if (!provider) return;
  const secret = builtInProviderSecret(serverSecret);
  await db
    .insert(providerIntegrations)
    .values({ providerCode: BUILT_IN_PROVIDER, kind: 'builtin', secret })
    .onConflictDoUpdate({
      target: providerIntegrations.providerCode,
      set: {
        kind: 'builtin',
        secret,
        updatedAt: sql`now()`,
        // a rotated server secret is a new shared secret; the same one keeps its date
        secretSetAt: sql`case when ${providerIntegrations.secret} = excluded.secret then ${providerIntegrations.secretSetAt} else now() end`,
      },
    });
}
