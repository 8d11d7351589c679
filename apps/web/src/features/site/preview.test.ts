import { PREVIEW_ELEMENT_ID, type PreviewMessage } from '@wl/contract/lite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSiteStore } from '@/shared/session/site-store';
import { SITE_FIXTURE } from '@/shared/testing/site';
import { applyPreview, isPreviewMessage, previewOrigins, startPreview } from './preview';

const STAFF = 'http://localhost:3421';
const message: PreviewMessage = {
  type: 'wl-preview',
  theme_code: 'slot6',
  theme_color: 'nebula',
  logo1: 'data:image/png;base64,iVBORw0KGgo=',
  logo2: '/api/site-logos/7/2?v=1700000000000',
  logo3: '',
  logo_text: 'PREVIEW',
};

function writeBlock(origins: unknown) {
  const block = document.createElement('script');
  block.id = PREVIEW_ELEMENT_ID;
  block.type = 'application/json';
  block.textContent = JSON.stringify({ origins });
  document.head.append(block);
}

/** Makes the page a framed one: a parent window that is not the page's own. */
function framed() {
  const parent = { postMessage: vi.fn() };
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
  return parent;
}

beforeEach(() => {
  useSiteStore.setState({ status: 'ready', template: 'casino1', site: SITE_FIXTURE });
});

afterEach(() => {
  document.getElementById(PREVIEW_ELEMENT_ID)?.remove();
  document.body.className = '';
  vi.restoreAllMocks();
});

describe('the live preview', () => {
  it('takes no origins on a page opened on its own, even with the block', () => {
    writeBlock([STAFF]);
    expect(previewOrigins()).toEqual([]);
  });

  it('takes the origins the server wrote, in a frame', () => {
    framed();
    writeBlock([STAFF, 7]);
    expect(previewOrigins()).toEqual([STAFF]);
  });

  it('accepts only a well-formed message with safe logos', () => {
    expect(isPreviewMessage(message)).toBe(true);
    expect(isPreviewMessage({ ...message, logo1: 'https://evil.example/logo.png' })).toBe(false);
    expect(isPreviewMessage({ ...message, logo1: 'data:image/svg+xml;base64,PHN2Zz4=' })).toBe(false);
    expect(isPreviewMessage({ ...message, type: 'other' })).toBe(false);
    expect(isPreviewMessage('wl-preview')).toBe(false);
  });

  it('shows the template, colour and logos in the page, and ignores a colour the template lacks', () => {
    applyPreview(message);
    expect(useSiteStore.getState()).toMatchObject({ template: 'slot6', site: { theme_color: 'nebula', logo_text: 'PREVIEW' } });
    expect(document.body.className).toContain('color-nebula');
    applyPreview({ ...message, theme_color: 'gold' });
    expect(useSiteStore.getState().site?.theme_color).toBe('nebula');
  });

  it('takes messages from its parent at a staff origin only, and says it listens', () => {
    const parent = framed();
    writeBlock([STAFF]);
    startPreview();
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'wl-preview-ready' }, STAFF);
    window.dispatchEvent(new MessageEvent('message', { data: message, origin: 'http://evil.example', source: parent as never }));
    expect(useSiteStore.getState().template).toBe('casino1');
    window.dispatchEvent(new MessageEvent('message', { data: message, origin: STAFF, source: window }));
    expect(useSiteStore.getState().template).toBe('casino1');
    window.dispatchEvent(new MessageEvent('message', { data: message, origin: STAFF, source: parent as never }));
    expect(useSiteStore.getState().template).toBe('slot6');
  });
});
