import { renderApiDoc } from './api-doc.js';
import { renderRouteTable, renderSchemaTable } from './browser-tables.js';
import { renderPermissionDoc } from './permission-doc.js';

/**
 * The files written from the call definitions (npm run generate), by their path from the
 * repository root; a test fails when one of them is not the current rendering.
 */
export const GENERATED_FILES: readonly { path: string; render: () => string }[] = [
  { path: 'packages/contract/src/calls/routes.ts', render: renderRouteTable },
  { path: 'packages/contract/src/calls/schemas.ts', render: renderSchemaTable },
  { path: 'docs/api.md', render: renderApiDoc },
  { path: 'docs/permissions.md', render: renderPermissionDoc },
];

export const REPOSITORY_ROOT = new URL('../../../', import.meta.url);
