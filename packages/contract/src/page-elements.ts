/**
 * The id of the JSON data block in which the server writes the site's startup answer into the
 * page, so the browser starts without waiting for that call.
 */
export const STARTUP_ANSWER_ELEMENT_ID = 'startup-answer';
/** The branded loading screen the server writes into the page of a site with show_preloader; the app takes it away once it shows. */
export const PAGE_PRELOADER_ELEMENT_ID = 'page-preloader';
