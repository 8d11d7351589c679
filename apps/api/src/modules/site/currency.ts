import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerEntries, wallets } from '../../db/schema/index.js';
import { failField } from '../../lib/failure.js';

/** Balances are integer minor units of the site currency; re-labelling them would change their value. */
export async function ensureNoMoneyOnSite(db: Db, siteId: number): Promise<void> {
  const [wallet] = await db
    .select({ playerId: wallets.playerId })
    .from(wallets)
    .where(and(eq(wallets.siteId, siteId), ne(wallets.balance, 0n)))
    .limit(1);
  const [entry] = await db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.siteId, siteId)).limit(1);
  if (wallet || entry) failField('currency', 'currencyInUse');
}
