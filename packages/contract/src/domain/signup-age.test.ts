import { describe, expect, it } from 'vitest';
import { minimumAge } from './signup-age.js';

describe('minimumAge', () => {
  it('is 21 in the Philippines and 18 elsewhere when the site sets none', () => {
    expect(minimumAge('PH', null)).toBe(21);
    expect(minimumAge('ph', null)).toBe(21);
    expect(minimumAge('ID', null)).toBe(18);
    expect(minimumAge('US', null)).toBe(18);
  });

  it("is the site's own setting when it has one, above or below the country's default", () => {
    expect(minimumAge('PH', 25)).toBe(25);
    expect(minimumAge('ID', 21)).toBe(21);
    expect(minimumAge('US', 18)).toBe(18);
  });
});
