// Imported first by every browser entry (main.tsx, the built-in games' page), so it runs before any
// module that builds a schema.
import { interpretSchemasInBrowser } from '@wl/contract/browser';

interpretSchemasInBrowser();
