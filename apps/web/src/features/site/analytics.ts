import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';

type AnalyticsEntry = CallResponse<'getAnalytics'>['value'][number];

/**
 * The site's Content Security Policy allows scripts from its own origin and the operator's trusted
 * hosts only, and forbids inline scripts. So an entry's `script` is taken as the URL of a script
 * and added as <script src async>; anything that is not an https URL (an inline snippet, http,
 * javascript:) could never run under that policy and is skipped with a warning for the operator.
 */
export function analyticsScriptUrl(script: string): string | null {
  try {
    const url = new URL(script.trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Adds each entry's script to the head or the end of the body; a script already present is not added twice. */
export function injectAnalytics(entries: readonly AnalyticsEntry[]): void {
  for (const entry of entries) {
    const src = analyticsScriptUrl(entry.script);
    if (!src) {
      console.warn('Analytics entry skipped: only https script URLs can run under the site CSP', entry);
      continue;
    }
    if ([...document.scripts].some((script) => script.src === src)) continue;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    (entry.section === 'HEAD' ? document.head : document.body).append(script);
  }
}

let loading: Promise<void> | undefined;

/** Fetches the site's analytics entries and injects them, once per page load. */
export function loadAnalytics(): Promise<void> {
  loading ??= call('getAnalytics', { domain_name: window.location.hostname }).then(
    (answer) => injectAnalytics(answer.value),
    // No analytics this page load: the page works without them.
    () => {},
  );
  return loading;
}
