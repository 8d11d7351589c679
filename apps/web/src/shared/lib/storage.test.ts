import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from './storage';

afterEach(() => vi.restoreAllMocks());

describe('storage', () => {
  it('reads, writes and removes in the chosen area', () => {
    writeStored('session', 'flag', '1');
    expect(sessionStorage.getItem('flag')).toBe('1');
    expect(readStored('local', 'flag')).toBeNull();
    removeStored('session', 'flag');
    expect(readStored('session', 'flag')).toBeNull();
  });

  it('never throws when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeStored('local', 'flag', '1')).not.toThrow();
    expect(readStored('local', 'flag')).toBeNull();
  });
});
