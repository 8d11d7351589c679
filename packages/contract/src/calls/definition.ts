import type { z } from 'zod';
import type { Permission } from '../domain/staff.js';
import type { FailureKey } from '../status.js';

/**
 * The shape of a call's one definition. Each area file (calls/auth.ts, calls/wallet.ts…) holds a
 * table of them beside the schemas they use; the API registers its routes from them, and the
 * browser's route table (calls/routes.ts), docs/api.md, OpenAPI and the fuzz tests derive from
 * them. Types only: the browser's first screen reads the zod-free calls/routes.ts instead.
 */

/**
 * Who may make a call: a visitor naming a site (domain_name, external_id), a logged-in player
 * (auth + account_id: the session decides the site), or the operator's people and tools (a staff
 * member's back-office session, or an API key as a bearer token), within their role's permission.
 */
export type Access = 'public' | 'player' | 'operator';

/**
 * What the client reports when a call never got an answer (spec-coverage S8.3): auth calls -500,
 * balance, favourites, wallet, site info and SEO -503, settings 0 "disconnect".
 */
export type NetworkFailure = 'internalServerError' | 'serviceUnavailable' | 'disconnect';

/** What the browser needs to send a call of the player's app before it has loaded any schema. */
export interface CallRoute {
  path: `/api/${string}`;
  access: 'public' | 'player';
  onNetworkFailure: NetworkFailure;
}

/** The group a call is listed under in docs/api.md and OpenAPI. */
export type CallTag =
  | 'auth'
  | 'site'
  | 'games'
  | 'report'
  | 'minigame'
  | 'settings'
  | 'wallet'
  | 'protection'
  | 'promotions'
  | 'referral'
  | 'missions'
  | 'news';

interface CallDescription<Req extends z.ZodType, Res extends z.ZodType> {
  summary: string;
  request: Req;
  response: Res;
  /** failures of this call beyond those every call of its access can give (see callFailures) */
  failures: readonly FailureKey[];
}

/** A call of the player's app. */
export interface SiteCallDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType>
  extends CallRoute,
    CallDescription<Req, Res> {
  tag: CallTag;
}

/**
 * Who may make an operator call: a signed-in staff member or an API key whose role holds the
 * permission; 'signedIn': any of them (who am I, sign out); 'signIn': nobody yet (the sign-in steps,
 * rate limited per address and per username).
 */
export type CallPermission = Permission | 'signedIn' | 'signIn';

/**
 * A call of the operator API (the CLI, automation) or of the back office. Calls that change
 * something are `audited`: each is written to the audit log with who, from where, and what changed.
 */
export interface OperatorCallDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType>
  extends CallDescription<Req, Res> {
  path: `/api/operator/${string}` | `/api/backoffice/${string}`;
  access: 'operator';
  permission: CallPermission;
  audited: boolean;
  /** operator: the automation API, hidden from production's OpenAPI; backoffice: the back office's own calls */
  tag: 'operator' | 'backoffice';
}

export type CallDefinition = SiteCallDefinition | OperatorCallDefinition;
