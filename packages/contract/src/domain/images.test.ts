import { describe, expect, it } from 'vitest';
import { isSafeImageSource } from './images.js';

describe('isSafeImageSource', () => {
  it('accepts https and relative sources', () => {
    expect(isSafeImageSource('https://a.example/x.png')).toBe(true);
    expect(isSafeImageSource('/img/x.png')).toBe(true);
    expect(isSafeImageSource('img/x.png')).toBe(true);
    expect(isSafeImageSource('http://a.example/x.png')).toBe(false);
    expect(isSafeImageSource('javascript:alert(1)')).toBe(false);
    expect(isSafeImageSource('data:image/svg+xml,<svg onload=alert(1)>')).toBe(false);
    expect(isSafeImageSource('//evil.example/x.png')).toBe(false);
    expect(isSafeImageSource('')).toBe(false);
  });
});
