import { describe, expect, it } from 'vitest';
import { vipProgressPercent } from './vip.js';

describe('vipProgressPercent', () => {
  it('adds the starting and cycle amounts against the target', () => {
    expect(vipProgressPercent(100, 150, 1000)).toBe(25);
  });
  it('caps at 100', () => {
    expect(vipProgressPercent(900, 900, 1000)).toBe(100);
  });
  it('is 0 when it cannot be computed', () => {
    expect(vipProgressPercent(10, 10, 0)).toBe(0);
    expect(vipProgressPercent('x', 10, 100)).toBe(0);
    expect(vipProgressPercent(10, undefined, 100)).toBe(0);
  });
  it('accepts numeric strings as the server may send them', () => {
    expect(vipProgressPercent('50', '25', '300')).toBe(25);
  });
});
