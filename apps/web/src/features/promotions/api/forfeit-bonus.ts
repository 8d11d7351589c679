import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallResponse, Language } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { usePlayerId } from '@/shared/session/user-store';
import { showWalletFigures } from '@/shared/session/wallet-figures';
import { promotionKeys } from './promotion-keys';

export type ForfeitOutcome = CallResponse<'bonusForfeit'>;

/** promotion_forfeit_bonus: the active bonus leaves the balance (at most the balance) and withdrawals are free again. */
export function forfeitBonus(language: Language): Promise<ForfeitOutcome> {
  return call('bonusForfeit', { language });
}

/** The answer's balance goes to the header (tokens do not move); the player's claims are reloaded whatever the outcome. */
export function forfeitBonusMutationOptions(queryClient: QueryClient, accountId: string, language: Language) {
  return mutationOptions({
    mutationKey: ['promotions', 'forfeit'],
    mutationFn: () => forfeitBonus(language),
    onSuccess: (outcome) => showWalletFigures(queryClient, accountId, { balance: outcome.balance }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.allMine(accountId) }),
  });
}

export function useForfeitBonus() {
  return useMutation(forfeitBonusMutationOptions(useQueryClient(), usePlayerId(), useLanguage()));
}
