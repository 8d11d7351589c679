import { readStored, writeStored } from './storage';

/**
 * What this browser remembers of a visitor's first-visit pieces, by site (issue 20): the day a
 * modal last showed or the popup strip was dismissed, and whether the download bar was dismissed.
 * A site's domains may share a browser (a preview, two brands on one host), so the key names the
 * site. Days are the visitor's own calendar days: "once a day" means once in the day they live in.
 */
export type VisitorMark = 'announcement' | 'appDownload' | 'popupGames' | 'downloadBar';

export const visitorMarkKey = (mark: VisitorMark, site: string) => `wl.seen.${mark}.${site}`;

/** The visitor's calendar day, as YYYY-MM-DD. */
export function visitorDay(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

export function markedOn(mark: VisitorMark, site: string, at: Date = new Date()): boolean {
  return readStored('local', visitorMarkKey(mark, site)) === visitorDay(at);
}

/** Marked on any day (a dismissal that holds for good). */
export function markedEver(mark: VisitorMark, site: string): boolean {
  return readStored('local', visitorMarkKey(mark, site)) !== null;
}

export function mark(mark: VisitorMark, site: string, at: Date = new Date()): void {
  writeStored('local', visitorMarkKey(mark, site), visitorDay(at));
}
