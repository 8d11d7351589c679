import { siteAdmin } from '@wl/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, siteDomains } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { failField } from '../../lib/failure.js';
import { auditEntry } from '../staff/audit-scope.js';

/**
 * Attaches `domain` to a site, in the caller's transaction, with its audit row: the back office and
 * the operator API share it, so both keep the same limit (DOMAINS_MAX) and the same answer for a
 * domain another site has. `field` names the request's field in a validation failure.
 */
export async function attachDomain(
  tx: Db,
  { siteId, domain, reason, field }: { siteId: number; domain: string; reason: string; field: string },
): Promise<void> {
  const domains = (await tx.select({ domain: siteDomains.domain }).from(siteDomains).where(eq(siteDomains.siteId, siteId))).map(
    (row) => row.domain,
  );
  if (domains.length >= siteAdmin.DOMAINS_MAX) failField(field, 'tooMany');
  try {
    await tx.insert(siteDomains).values({ domain, siteId });
  } catch (error) {
    if (isUniqueViolation(error, 'site_domains_pkey')) failField(field, 'domainTaken');
    throw error;
  }
  await tx.insert(auditLog).values(
    auditEntry({
      siteId,
      action: 'site.add_domain',
      target: `site:${siteId}`,
      reason,
      before: { domains },
      after: { domains: [...domains, domain] },
    }),
  );
}
