import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallResponse, Language } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { usePlayerId } from '@/shared/session/user-store';
import { showWalletFigures } from '@/shared/session/wallet-figures';
import type { Mission } from './get-missions';
import { missionKeys } from './mission-keys';

export type MissionClaim = CallResponse<'missionClaim'>;

/** mission_claim: pays a complete mission's tokens or bonus, once per period. */
export function claimMission(language: Language, missionId: number): Promise<MissionClaim> {
  return call('missionClaim', { language, mission_id: missionId });
}

/**
 * The claimed mission replaces its old self in the list, and the answer's balance and tokens go
 * straight to the header and the mini game wallet. A refusal (claimed elsewhere, not complete after
 * all, a new period begun) means the screen was behind the server, so the list is reloaded.
 */
export function claimMissionMutationOptions(queryClient: QueryClient, accountId: string, language: Language) {
  return mutationOptions({
    mutationKey: ['missions', 'claim'],
    mutationFn: (missionId: number) => claimMission(language, missionId),
    onSuccess: (claim) => {
      queryClient.setQueryData<Mission[]>(missionKeys.list(accountId, language), (missions) =>
        missions?.map((mission) => (mission.mission_id === claim.value.mission_id ? claim.value : mission)),
      );
      showWalletFigures(queryClient, accountId, { balance: claim.balance, tokens: claim.token_balance });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: missionKeys.all(accountId) }),
  });
}

export function useClaimMission() {
  return useMutation(claimMissionMutationOptions(useQueryClient(), usePlayerId(), useLanguage()));
}
