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

export const SECURITY_HEADERS = helmetHeaders();
