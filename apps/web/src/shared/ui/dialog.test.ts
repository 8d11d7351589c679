import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showErrorDialog } from './dialog';

// jsdom has no matchMedia; SweetAlert2 asks it whether the player prefers reduced motion.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('showErrorDialog', () => {
  it('shows a title with markup in it as text, and gives focus back to what opened it when closed', async () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const closed = showErrorDialog('<img src=x onerror="alert(1)">Oops', 'Try again');
    const title = await waitForTitle();
    // biome-ignore lint/performance/useDomNodeTextContent: SweetAlert2 sets innerText, which jsdom only stores
    expect(title.innerText).toBe('<img src=x onerror="alert(1)">Oops');
    expect(title.querySelector('img')).toBeNull();
    expect(document.querySelector('.swal2-container img[src="x"]')).toBeNull();
    (document.querySelector('.swal2-confirm') as HTMLButtonElement).click();
    await closed;
    // SweetAlert2 gives focus back on a timer after the dialog closes; the test waits for it, so the
    // timer never fires after this file's DOM is gone, however slow the machine.
    await waitFor(() => expect(document.activeElement).toBe(opener), { timeout: 10_000 });
  });
});

function waitForTitle(): Promise<HTMLElement> {
  return waitFor(() => {
    const title = document.querySelector<HTMLElement>('.swal2-title');
    // biome-ignore lint/performance/useDomNodeTextContent: SweetAlert2 sets innerText, which jsdom only stores
    if (!title?.innerText) throw new Error('the dialog did not open');
    return title;
  });
}
