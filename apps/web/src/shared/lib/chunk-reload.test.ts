import { TIMINGS } from '@wl/contract/lite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnChunkError, withChunkReload } from './chunk-reload';

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/slots-abc123.js');
let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname: '/slots', reload });
});
afterEach(() => vi.unstubAllGlobals());

describe('isChunkLoadError', () => {
  it('knows the wording of Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('reloadOnChunkError', () => {
  it('reloads at most once per path within 10 seconds', () => {
    const start = 1_700_000_000_000;
    expect(reloadOnChunkError(chunkError, start)).toBe(true);
    expect(reloadOnChunkError(chunkError, start + TIMINGS.routeReloadGuardMs - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnChunkError(chunkError, start + TIMINGS.routeReloadGuardMs)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('guards each path on its own', () => {
    const now = 1_700_000_000_000;
    expect(reloadOnChunkError(chunkError, now)).toBe(true);
    vi.stubGlobal('location', { ...window.location, pathname: '/casino', reload });
    expect(reloadOnChunkError(chunkError, now + 1)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors alone', () => {
    expect(reloadOnChunkError(new Error('boom'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('withChunkReload', () => {
  it('rethrows when the guard already reloaded this path', async () => {
    const load = withChunkReload(() => Promise.reject(chunkError));
    void load();
    await Promise.resolve();
    await expect(load()).rejects.toBe(chunkError);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
