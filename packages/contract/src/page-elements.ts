/**
 * The id of the JSON data block in which the server writes the site's startup answer into the
 * page, so the browser starts without waiting for that call.
 */
export const STARTUP_ANSWER_ELEMENT_ID = 'startup-answer';
/** The branded loading screen the server writes into the page of a site with show_preloader; the app takes it away once it shows. */
export const PAGE_PRELOADER_ELEMENT_ID = 'page-preloader';

/**
 * The back office's live preview of a site (docs/decisions/0151-the-live-site-preview.md): a site's
 * page asked for with this query parameter may be framed by the staff hosts, and carries a data
 * block (PREVIEW_ELEMENT_ID) naming their origins; the framed app takes PreviewMessage from those
 * origins only and shows it in that frame alone, never storing it.
 */
export const PREVIEW_PARAM = 'wl_preview';
export const PREVIEW_ELEMENT_ID = 'wl-preview';
/** What the framed app posts to its parent once it listens. */
export const PREVIEW_READY = 'wl-preview-ready';
/** The unsaved look the back office shows in the frame. */
export interface PreviewMessage {
  type: 'wl-preview';
  theme_code: string;
  theme_color: string;
  logo1: string;
  logo2: string;
  logo3: string;
  logo_text: string;
}
