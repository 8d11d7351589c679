import { beforeEach, describe, expect, it } from 'vitest';
import { topModal, useModalStore } from './modal-store';

const state = () => useModalStore.getState();

beforeEach(() => state().closeAll());

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
