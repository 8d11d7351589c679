import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '@/shared/i18n';

/** Above Testing Library's 1 s: a loaded two-core machine is slower than that, and a passing test is no slower for it. */
configure({ asyncUtilTimeout: 60_000 });

// jsdom has no layout, media queries, resize observer or 2D canvas; Mantine and the QR code need them to exist.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView = function scrollIntoView() {};
// Nor EventSource (the cashier desk's live stream): here one that never connects; a test that
// needs events stubs its own.
window.EventSource ??= class {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = 0;
  onopen = null;
  onmessage = null;
  onerror = null;
  close() {
    this.readyState = 2;
  }
} as unknown as typeof EventSource;
// jsdom has no font loading either; Mantine's autosizing textarea listens for fonts that load.
if (!document.fonts) {
  Object.defineProperty(document, 'fonts', { value: Object.assign(new EventTarget(), { ready: Promise.resolve() }) });
}
HTMLCanvasElement.prototype.getContext = function getContext() {
  return {
    clearRect: () => {},
    createImageData: (width: number, height: number) => ({ data: new Uint8ClampedArray(width * height * 4), width, height }),
    putImageData: () => {},
  } as unknown as CanvasRenderingContext2D;
} as unknown as typeof HTMLCanvasElement.prototype.getContext;

beforeAll(async () => {
  await initI18n('EN');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
