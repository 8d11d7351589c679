// Imported first by main.tsx, so it runs before any module that builds a schema: zod then parses
// without probing for `new Function`, which the back office's policy refuses and reports.
import { interpretSchemasInBrowser } from '@wl/contract/browser';

interpretSchemasInBrowser();
