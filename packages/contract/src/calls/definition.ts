import type { z } from 'zod';
import type { FailureKey } from '../status.js';

/**
 * The shape of a call's one definition. Each area file (calls/auth.ts, calls/wallet.ts…) holds a
 * table of them beside the schemas they use; the API registers its routes from them, and the
 * browser's route table (calls/routes.ts), docs/api.md, OpenAPI and the fuzz tests derive from
 * them. Types only: the browser's first screen reads the zod-free calls/routes.ts instead.
 */

/**
 * Who may make a call: a visitor naming a site (domain_name, external_id), a logged-in player
 * (auth + account_id: the session decides the site), or the operator's tools (bearer token).
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
 * A call of the operator API (the CLI, the back office). They share one tag, which production
 * hides from its OpenAPI document.
 */
export interface OperatorCallDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType>
  extends CallDescription<Req, Res> {
  path: `/api/operator/${string}`;
  access: 'operator';
  tag: 'operator';
}

export type CallDefinition = SiteCallDefinition | OperatorCallDefinition;
