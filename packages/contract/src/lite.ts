/**
 * The contract without zod: the fixed tables, the status codes and failure keys, where each call
 * goes (calls/routes.ts, generated from the call definitions), the domain functions, and the types
 * of every call and entity (types only). The browser's startup code imports this entry alone, so
 * zod and the schemas stay out of its initial bundle (docs/decisions/0097-startup-bundle-and-the-contract.md);
 * code that validates with a schema imports '@wl/contract', which the browser loads lazily.
 */
export type * from './calls/auth.js';
export type * from './calls/common.js';
export type * from './calls/definition.js';
export type * as engagementCalls from './calls/engagement.js';
export type * from './calls/games.js';
export type { CallName, CallRequest, CallResponse, Calls } from './calls/index.js';
export type * from './calls/minigame.js';
export type * from './calls/protection.js';
export type * from './calls/report.js';
export * from './calls/routes.js';
export type { CallSchemas } from './calls/schemas.js';
export type * from './calls/settings.js';
export type * from './calls/site.js';
export type * from './calls/wallet.js';
export * from './domain/bet-label.js';
export * from './domain/games.js';
export * from './domain/images.js';
export * from './domain/key-filters.js';
export * from './domain/ledger.js';
export * from './domain/menus.js';
export * from './domain/number-format.js';
export * from './domain/pagination.js';
export * from './domain/signup-age.js';
export * from './domain/vip.js';
export type { Failure, FieldError } from './envelope.js';
export * from './money.js';
export * from './page-elements.js';
export * from './status.js';
export * from './tables.js';
