// What a returning visitor's browser remembers (apps/web/src/shared/lib/visitor-marks.ts): today's
// announcement and app prompt seen, the download bar dismissed, by site. The e2e journeys that are
// not about a first visit, and the screenshots, start from it so that nothing covers their pages.
// The games strip is left to show: it is part of the home page and covers nothing.
const MARKS = ['announcement', 'appDownload', 'downloadBar'];

/** The visitor's calendar day (YYYY-MM-DD) in this machine's time zone, which the browser it drives shares. */
export function visitorDay(at = new Date()) {
  const pad = (value) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The localStorage entries of a visitor who came earlier today to each of these sites (their external ids). */
export function returningVisitorStorage(externalIds, at = new Date()) {
  const day = visitorDay(at);
  return Object.fromEntries(externalIds.flatMap((site) => MARKS.map((mark) => [`wl.seen.${mark}.${site}`, day])));
}
