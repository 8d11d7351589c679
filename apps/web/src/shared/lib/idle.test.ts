import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterIdle } from './idle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterIdle', () => {
  it('waits for the idle callback, then the delay', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const callback = vi.fn();
    afterIdle(callback, 1000);
    vi.advanceTimersByTime(5000);
    expect(callback).not.toHaveBeenCalled();
    idle?.();
    vi.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('falls back to a timeout without requestIdleCallback, and can be cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    afterIdle(callback, 1000);
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    const cancel = afterIdle(cancelled, 1000);
    vi.advanceTimersByTime(10);
    cancel();
    vi.advanceTimersByTime(2000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
