import { PREVIEW_ELEMENT_ID, PREVIEW_READY, type PreviewMessage } from '@wl/contract/lite';
import { useSiteStore } from '@/shared/session/site-store';
import { validateTheme } from '@/shared/session/startup';
import { applyBodyTheme } from './theme';

/** A logo the preview may show: none, a stored logo of this server, or an unsaved upload as an image data URL. */
const PREVIEW_LOGO = /^(|\/api\/site-logos\/\d+\/[123]\?v=\d+|data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2})$/;

/**
 * The staff origins this page takes a preview from: only on a preview page (the server wrote their
 * list into it, decision 0151) shown in a frame; a page opened on its own takes none.
 */
export function previewOrigins(): string[] {
  if (window.parent === window) return [];
  const block = document.getElementById(PREVIEW_ELEMENT_ID);
  try {
    const origins = (JSON.parse(block?.textContent ?? '{}') as { origins?: unknown }).origins;
    return Array.isArray(origins) ? origins.filter((origin): origin is string => typeof origin === 'string') : [];
  } catch {
    return [];
  }
}

export function isPreviewMessage(data: unknown): data is PreviewMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  const texts = ['theme_code', 'theme_color', 'logo1', 'logo2', 'logo3', 'logo_text'] as const;
  return (
    message.type === 'wl-preview' &&
    texts.every((key) => typeof message[key] === 'string') &&
    [message.logo1, message.logo2, message.logo3].every((logo) => PREVIEW_LOGO.test(logo as string)) &&
    (message.logo_text as string).length <= 40
  );
}

/** Shows the unsaved look in this page only: the site store and the body's theme, nothing stored. */
export function applyPreview(message: PreviewMessage): void {
  const theme = validateTheme(message);
  const { site } = useSiteStore.getState();
  if (!theme.ok || !site) return;
  const { theme_color, logo1, logo2, logo3, logo_text } = message;
  useSiteStore.setState({
    template: theme.theme,
    site: { ...site, theme_code: theme.theme, theme_color, logo1, logo2, logo3, logo_text },
  });
  applyBodyTheme(theme.theme, theme_color);
}

/**
 * The back office's live preview (decision 0151): in a preview page framed by a staff origin, the
 * app takes the unsaved template, colour and logos its parent posts, from that origin only, and
 * tells the parent it listens. Anywhere else it does nothing.
 */
export function startPreview(): void {
  const origins = previewOrigins();
  if (origins.length === 0) return;
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || !origins.includes(event.origin) || !isPreviewMessage(event.data)) return;
    applyPreview(event.data);
  });
  for (const origin of origins) window.parent.postMessage({ type: PREVIEW_READY }, origin);
}
