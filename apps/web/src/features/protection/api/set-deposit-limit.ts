import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositLimitPeriod } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { usePlayerId } from '@/shared/session/user-store';
import type { ProtectionState } from './get-protection';
import { protectionKeys } from './protection-keys';

export interface DepositLimitChange {
  period: DepositLimitPeriod;
  /** null removes the limit */
  amount: number | null;
}

/** Sets or removes one limit; the server decides whether it applies at once (a cut) or in 24 hours (a raise). */
export async function setDepositLimit(change: DepositLimitChange): Promise<ProtectionState> {
  const result = await call('depositLimitSet', change);
  return result.value;
}

/** The answer is the whole protection state, so the panel shows what the server decided without asking again. */
export function useSetDepositLimit() {
  const queryClient = useQueryClient();
  const accountId = usePlayerId();
  return useMutation({
    mutationKey: ['protection', 'deposit-limit'],
    mutationFn: setDepositLimit,
    onSuccess: (state) => queryClient.setQueryData(protectionKeys.settings(accountId), state),
  });
}
