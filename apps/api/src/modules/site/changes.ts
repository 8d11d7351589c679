import type { sites } from '../../db/schema/index.js';

type SiteRecord = typeof sites.$inferSelect;
type SiteChanges = Partial<typeof sites.$inferInsert>;

/** A value as the audit log keeps it: a date as ISO text. */
export const auditValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * The columns a save of a site changes: each field sent (a date field's text read as a date) whose
 * value is not `same` as the row's, with the before and after values of each for the audit log.
 */
export function siteColumnChanges<F extends string>(
  fields: Record<F, keyof SiteRecord>,
  dateFields: ReadonlySet<F>,
  body: Partial<Record<F, unknown>>,
  site: SiteRecord,
  same: (sent: unknown, current: unknown) => boolean,
): { changes: SiteChanges; before: Record<string, unknown>; after: Record<string, unknown> } {
  const changes: SiteChanges = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(fields) as [F, keyof SiteRecord][]) {
    const sent = body[field];
    if (sent === undefined) continue;
    const value = dateFields.has(field) && typeof sent === 'string' ? new Date(sent) : sent;
    if (same(value, site[column])) continue;
    Object.assign(changes, { [column]: value });
    before[field] = auditValue(site[column]);
    after[field] = auditValue(value);
  }
  return { changes, before, after };
}
