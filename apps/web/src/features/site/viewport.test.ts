import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackViewport, useViewportStore, viewportName } from './viewport';

describe('viewportName', () => {
  it('is the widest breakpoint the width reaches', () => {
    expect(viewportName(320)).toBe('mobile');
    expect(viewportName(374)).toBe('mobile');
    expect(viewportName(375)).toBe('mobileMedium');
    expect(viewportName(425)).toBe('mobileWide');
    expect(viewportName(768)).toBe('tablet');
    expect(viewportName(1024)).toBe('desktop');
    expect(viewportName(1280)).toBe('desktopMedium');
    expect(viewportName(1600)).toBe('desktopWide');
    expect(viewportName(3840)).toBe('desktopWide');
  });

  it('is mobile below the smallest breakpoint and desktop when the width is unknown', () => {
    expect(viewportName(280)).toBe('mobile');
    expect(viewportName(0)).toBe('desktop');
    expect(viewportName(Number.NaN)).toBe('desktop');
  });
});

describe('trackViewport', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const resizeTo = (width: number) => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  };

  it('writes the viewport cookie for a year, path /, SameSite Strict, secure', () => {
    const set = vi.spyOn(Cookies, 'set');
    window.innerWidth = 1024;
    const stop = trackViewport();
    expect(set).toHaveBeenCalledExactlyOnceWith('viewport', 'desktop', {
      expires: 365,
      path: '/',
      sameSite: 'Strict',
      secure: true,
    });
    stop();
  });

  it('refreshes 50 ms after resizing stops, and rewrites the cookie only when the name changes', () => {
    const set = vi.spyOn(Cookies, 'set');
    window.innerWidth = 1024;
    const stop = trackViewport();
    resizeTo(400);
    vi.advanceTimersByTime(30);
    resizeTo(390);
    vi.advanceTimersByTime(49);
    expect(useViewportStore.getState().name).toBe('desktop');
    vi.advanceTimersByTime(1);
    expect(useViewportStore.getState()).toEqual({ width: 390, name: 'mobileMedium' });
    expect(set).toHaveBeenLastCalledWith('viewport', 'mobileMedium', expect.anything());
    resizeTo(400);
    vi.advanceTimersByTime(50);
    expect(set).toHaveBeenCalledTimes(2);
    stop();
    resizeTo(1300);
    vi.advanceTimersByTime(50);
    expect(useViewportStore.getState().name).toBe('mobileMedium');
  });
});
