import { z } from 'zod';
import { ok } from '../envelope.js';
import { amount, isoDateTime, playerBody } from './common.js';
import type { SiteCallDefinition } from './definition.js';

/**
 * Player protection (MGA player protection directive, UKGC RTS 12–14): deposit limits, reality
 * checks, time-out and self-exclusion. The player can tighten everything at once; loosening a
 * deposit limit waits 24 hours, and a time-out or self-exclusion cannot be ended by the player.
 */

export const DEPOSIT_LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** A raised or removed limit takes effect after this long; a lowered one at once. */
export const LIMIT_INCREASE_DELAY_HOURS = 24;

export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/**
 * The breaks offered, in hours: 24 hours, 72 hours, 7 days, 14 days, 30 days and 6 weeks. Written
 * as literals (not 7 * 24) so each is its own type: the web's type check then needs a text per length.
 */
export const TIME_OUT_HOURS = [24, 72, 168, 336, 720, 1008] as const;
export type TimeOutHours = (typeof TIME_OUT_HOURS)[number];

/** A self-exclusion can be lengthened (a longer period, or for good) but never shortened. */
export const SELF_EXCLUSION_PERIODS = ['6_months', '1_year', '5_years', 'permanent'] as const;

export const depositLimitSchema = z.object({
  period: z.enum(DEPOSIT_LIMIT_PERIODS),
  /** the limit in force now; null when none */
  amount: amount.nullable(),
  /** deposits (pending or approved) counted in the rolling window */
  used: amount,
  /** a raised or removed limit waiting for its 24 hours: the value it will take (null = no limit) */
  pending_amount: amount.nullable(),
  pending_from: isoDateTime.nullable(),
});

export const protectionStateSchema = z.object({
  deposit_limits: z.array(depositLimitSchema),
  /** minutes between reality checks, null when off */
  reality_check_minutes: z.number().int().nullable(),
});

export const protectionGetRequest = playerBody;
export const protectionGetResponse = ok({ value: protectionStateSchema });

/**
 * null removes the limit. Lower than the limit in force (or a first limit): at once, and any
 * waiting change is dropped. Higher or removed: waits 24 hours.
 */
export const depositLimitSetRequest = playerBody.extend({
  period: z.enum(DEPOSIT_LIMIT_PERIODS),
  amount: z.number().positive('amountNotPositive').max(1_000_000_000_000, 'amountTooLarge').nullable(),
});
export const depositLimitSetResponse = protectionGetResponse;

export const realityCheckSetRequest = playerBody.extend({
  /** null switches the reality check off */
  interval_minutes: z.literal(REALITY_CHECK_MINUTES, 'invalidInterval').nullable(),
});
export const realityCheckSetResponse = protectionGetResponse;

export const sessionSummaryRequest = playerBody;
/** What a reality check shows: time since this login and the net result of play since then. */
export const sessionSummaryResponse = ok({
  session_started_at: isoDateTime,
  minutes_played: z.number().int(),
  total_bets: amount,
  total_wins: amount,
  /** wins and refunds less bets, since login */
  net_result: amount,
  reality_check_minutes: z.number().int().nullable(),
  /** when the next reality check is due, null when they are off */
  next_reality_check_at: isoDateTime.nullable(),
});

export const timeOutRequest = playerBody.extend({ hours: z.literal(TIME_OUT_HOURS, 'invalidTimeOut') });
/**
 * Every session of every account on the player's phone number ends; login answers timedOut until
 * `until`, the end of the longest break in force (a shorter one never cuts a running break short).
 */
export const timeOutResponse = ok({ until: isoDateTime });

export const selfExcludeRequest = playerBody.extend({ period: z.enum(SELF_EXCLUSION_PERIODS) });
/**
 * Every session of every account on the player's phone number ends; login answers selfExcluded
 * until `until`, the end of the longest exclusion in force (null: for good).
 */
export const selfExcludeResponse = ok({ until: isoDateTime.nullable() });

/** The player protection calls: deposit limits, reality check, time-out, self-exclusion. */
export const protectionCalls = {
  protectionGet: {
    path: '/api/protection/get',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Deposit limits and reality check settings',
    tag: 'protection',
    request: protectionGetRequest,
    response: protectionGetResponse,
    failures: [],
  },
  depositLimitSet: {
    path: '/api/protection/deposit_limit',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Set or remove a daily, weekly or monthly deposit limit (an increase waits 24 hours)',
    tag: 'protection',
    request: depositLimitSetRequest,
    response: depositLimitSetResponse,
    failures: [],
  },
  realityCheckSet: {
    path: '/api/protection/reality_check',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Set the reality check interval, or switch it off',
    tag: 'protection',
    request: realityCheckSetRequest,
    response: realityCheckSetResponse,
    failures: [],
  },
  sessionSummary: {
    path: '/api/protection/session_summary',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Time played and net result since login, for the reality check',
    tag: 'protection',
    request: sessionSummaryRequest,
    response: sessionSummaryResponse,
    failures: [],
  },
  timeOut: {
    path: '/api/protection/time_out',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Take a break of 24 h, 72 h, 7, 14 or 30 days or 6 weeks; ends every session of the person',
    tag: 'protection',
    request: timeOutRequest,
    response: timeOutResponse,
    failures: [],
  },
  selfExclude: {
    path: '/api/protection/self_exclude',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Self-exclude for 6 months, 1 year, 5 years or for good, never shortened; ends every session of the person',
    tag: 'protection',
    request: selfExcludeRequest,
    response: selfExcludeResponse,
    failures: [],
  },
} as const satisfies Record<string, SiteCallDefinition>;
