import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * helmet's headers (HSTS, nosniff, frame, referrer and cross-origin policies), without its content
 * security policy: the app's pages set their own (lib/csp.ts). helmet derives them from its options
 * alone, never from the request, so they are worked out once and every answer gets the same set.
 * Running helmet's middleware chain per request instead cost about a tenth of the CPU of a cached
 * site read (docs/quality.md).
 */
function helmetHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({ contentSecurityPolicy: false })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
}

/** helmet's set: pages, files, and any answer not a JSON call's. */
export const SECURITY_HEADERS = helmetHeaders();

/**
 * A JSON call's answer (the app's calls, a provider's wallet calls) carries the headers that act on
 * such an answer, those of OWASP's REST Security Cheat Sheet: HSTS, nosniff, the frame policy and
 * the cross-origin resource policy, as helmet sets them. helmet's others act on documents only (the
 * opener policy, origin-agent clusters, the referrer policy, DNS prefetching, old Internet
 * Explorer's download and XSS filters, Flash's cross-domain policies), and every header of an
 * answer is work for the server and its caller on every call (decision 0210).
 */
const JSON_CALL_HEADERS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(
    ['strict-transport-security', 'x-content-type-options', 'x-frame-options', 'cross-origin-resource-policy'].map((name) => {
      const value = SECURITY_HEADERS[name];
      if (value === undefined) throw new Error(`helmet no longer sets ${name}`);
      return [name, value];
    }),
  ),
);

/** A site read's answer, the only JSON call answer a cache may keep: those headers alone. */
export const SITE_READ_HEADERS = JSON_CALL_HEADERS;

/** Every other JSON call's answer: a token, a balance or personal data, kept by no browser or proxy. */
export const PRIVATE_ANSWER_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...JSON_CALL_HEADERS,
  'cache-control': 'no-store',
});
