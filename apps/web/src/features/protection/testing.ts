import type { CallResponse } from '@wl/contract/lite';
import type { DepositLimit, ProtectionState } from './api/get-protection';
import type { SessionSummary } from './api/get-session-summary';

/** Test fixtures of the protection feature: the server's answers. */

const NO_LIMIT = { amount: null, used: 0, pending_amount: null, pending_from: null };

/** The protection state: no limits and no reality check unless `overrides` says otherwise. */
export function protectionState(
  limits: Partial<Record<DepositLimit['period'], Partial<DepositLimit>>> = {},
  realityCheckMinutes: number | null = null,
): ProtectionState {
  return {
    deposit_limits: (['daily', 'weekly', 'monthly'] as const).map((period) => ({ period, ...NO_LIMIT, ...limits[period] })),
    reality_check_minutes: realityCheckMinutes,
  };
}

export function protectionAnswer(state: ProtectionState): CallResponse<'protectionGet'> {
  return { statusCode: 1, value: state };
}

/** A session summary answer; `summary` overrides the figures of a quiet session that started now. */
export function sessionSummaryAnswer(summary: Partial<SessionSummary> = {}): CallResponse<'sessionSummary'> {
  return {
    statusCode: 1,
    session_started_at: new Date().toISOString(),
    minutes_played: 0,
    total_bets: 0,
    total_wins: 0,
    net_result: 0,
    reality_check_minutes: null,
    next_reality_check_at: null,
    ...summary,
  };
}
