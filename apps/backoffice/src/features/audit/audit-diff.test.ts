import { describe, expect, it } from 'vitest';
import { auditDiff, shownValue } from './audit-diff';

describe('auditDiff', () => {
  it('marks the fields that changed, appeared or went, first, and those that stayed after', () => {
    const diff = auditDiff(
      { role: 'cashier', status: 'active', siteIds: [1, 2], note: 'old' },
      { role: 'support', status: 'active', siteIds: [1, 2], lockedUntil: null },
    );
    expect(diff.map(({ field, change }) => [field, change])).toEqual([
      ['role', 'changed'],
      ['lockedUntil', 'added'],
      ['note', 'removed'],
      ['status', 'same'],
      ['siteIds', 'same'],
    ]);
    expect(diff[0]).toMatchObject({ before: 'cashier', after: 'support' });
  });

  it('compares objects by their content, whatever the order of their keys', () => {
    const [field] = auditDiff({ limits: { daily: 1, weekly: 5 } }, { limits: { weekly: 5, daily: 1 } });
    expect(field?.change).toBe('same');
    const [changed] = auditDiff({ limits: { daily: 1 } }, { limits: { daily: 2 } });
    expect(changed?.change).toBe('changed');
  });

  it('reads a created row as all added and a removed one as all removed', () => {
    expect(auditDiff(null, { name: 'cli', role: 'owner' }).map((row) => row.change)).toEqual(['added', 'added']);
    expect(auditDiff({ name: 'cli' }, null).map((row) => row.change)).toEqual(['removed']);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it('writes text as it is and anything else as JSON', () => {
    expect(shownValue('player:12')).toBe('player:12');
    expect(shownValue(12)).toBe('12');
    expect(shownValue({ a: [1] })).toBe('{"a":[1]}');
    expect(shownValue(undefined)).toBe('');
  });
});
