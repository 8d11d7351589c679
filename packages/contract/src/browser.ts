import { config } from 'zod/v4/core';

/**
 * zod compiles object parsers with `new Function` when it may, and probes for that with a
 * `Function('')` call that a Content Security Policy without 'unsafe-eval' refuses and reports as
 * a violation. Browsers parse interpreted instead. zod reads the flag when a schema is built, so
 * this runs before any schema module loads: call it from the first import of a browser entry.
 * The server keeps compiled parsing, which is faster.
 */
export function interpretSchemasInBrowser(): void {
  config({ jitless: true });
}
