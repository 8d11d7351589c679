import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { topModal, useModalStore } from './modal-store';

const state = () => useModalStore.getState();

beforeEach(() => state().closeAll());
afterEach(() => vi.useRealTimers());

describe('modal stack (spec-coverage S2.8)', () => {
  it('puts an opened modal on top', () => {
    state().open('login');
    expect(topModal(state())).toBe('login');
  });

  it('closes the previous modal when another opens, so two never show', () => {
    state().open('login');
    state().open('signin');
    expect(state().stack).toEqual(['signin']);

    state().open('announcement');
    state().open('appDownload');
    expect(state().stack).toEqual(['appDownload']);
    expect(topModal(state())).toBe('appDownload');
  });

  it('closes the top modal and can close everything', () => {
    state().open('login');
    state().close();
    expect(topModal(state())).toBeUndefined();

    state().open('signin');
    state().closeAll();
    expect(state().stack).toEqual([]);
  });
});

describe('modal queue (decision 0179)', () => {
  /** What shows at each change of the store: never two at once. */
  function recordShown(): (string | undefined)[] {
    const shown: (string | undefined)[] = [];
    useModalStore.subscribe((current) => {
      expect(current.stack.length).toBeLessThanOrEqual(1);
      if (shown.at(-1) !== topModal(current)) shown.push(topModal(current));
    });
    return shown;
  }

  it('opens a queued modal at once when none shows, the next only once it is closed', () => {
    const shown = recordShown();
    state().enqueue('announcement');
    state().enqueue('appDownload');
    expect(topModal(state())).toBe('announcement');
    expect(state().waiting.map((entry) => entry.id)).toEqual(['appDownload']);
    state().close();
    expect(topModal(state())).toBe('appDownload');
    state().close();
    expect(topModal(state())).toBeUndefined();
    expect(shown).toEqual(['announcement', 'appDownload', undefined]);
  });

  it('never pushes away a modal the visitor opened: the queue waits for it', () => {
    state().open('login');
    state().enqueue('announcement');
    expect(state().stack).toEqual(['login']);
    state().close();
    expect(state().stack).toEqual(['announcement']);
  });

  it('holds its place during a delay, so the ones behind it wait too', () => {
    vi.useFakeTimers();
    state().enqueue('login', { first: true, delayMs: 1000 });
    state().enqueue('announcement');
    expect(topModal(state())).toBeUndefined();
    vi.advanceTimersByTime(999);
    expect(topModal(state())).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(topModal(state())).toBe('login');
    state().close();
    expect(topModal(state())).toBe('announcement');
  });

  it('puts a first modal ahead of the waiting ones, but not over the one showing', () => {
    vi.useFakeTimers();
    state().enqueue('announcement');
    state().enqueue('appDownload');
    state().enqueue('login', { first: true, delayMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(topModal(state())).toBe('announcement');
    state().close();
    expect(topModal(state())).toBe('login');
    state().close();
    expect(topModal(state())).toBe('appDownload');
  });

  it('skips a modal no longer due when its turn comes, and queues one modal once', () => {
    let due = true;
    state().open('login');
    state().enqueue('announcement', { due: () => due });
    state().enqueue('announcement', { due: () => due });
    state().enqueue('appDownload');
    expect(state().waiting.map((entry) => entry.id)).toEqual(['announcement', 'appDownload']);
    due = false;
    state().close();
    expect(topModal(state())).toBe('appDownload');
  });

  it('forgets the waiting modals when everything closes', () => {
    state().open('login');
    state().enqueue('announcement');
    state().closeAll();
    expect(state()).toMatchObject({ stack: [], waiting: [] });
  });
});
