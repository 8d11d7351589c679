export type FieldChange = 'added' | 'removed' | 'changed' | 'same';

export interface FieldDiff {
  field: string;
  before: unknown;
  after: unknown;
  change: FieldChange;
}

/** JSON with object keys in order, so that two equal values read the same however their keys were written. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

const ORDER: Record<FieldChange, number> = { changed: 0, added: 1, removed: 2, same: 3 };

/**
 * An audit entry's before and after, field by field: what changed, appeared or went first (in the
 * order the entry wrote them), then what stayed. A row created has no before, one deleted no after.
 */
export function auditDiff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldDiff[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field): FieldDiff => {
      const was = before !== null && Object.hasOwn(before, field);
      const is = after !== null && Object.hasOwn(after, field);
      const change: FieldChange = !was
        ? 'added'
        : !is
          ? 'removed'
          : canonical(before[field]) === canonical(after?.[field])
            ? 'same'
            : 'changed';
      return { field, before: before?.[field], after: after?.[field], change };
    })
    .sort((a, b) => ORDER[a.change] - ORDER[b.change]);
}

/** A value as the diff shows it: text as written, anything else as compact JSON. */
export function shownValue(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
