import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallResponse, Language } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { usePlayerId } from '@/shared/session/user-store';
import { showWalletFigures } from '@/shared/session/wallet-figures';
import { promotionKeys } from './promotion-keys';

export type ClaimOutcome = CallResponse<'promotionClaim'>;

/**
 * promotion_claim: a deposit bonus is opted in to (the bonus comes with the next qualifying
 * deposit), a cashback or VIP-level tokens are paid at once.
 */
export function claimPromotion(language: Language, promotionId: number): Promise<ClaimOutcome> {
  return call('promotionClaim', { language, promotion_id: promotionId });
}

/**
 * The answer's balance and tokens go straight to the header; the player's claims are reloaded
 * whatever the outcome, since a refusal (already claimed, a bonus already active) means the screen
 * was behind the server.
 */
export function claimPromotionMutationOptions(queryClient: QueryClient, accountId: string, language: Language) {
  return mutationOptions({
    mutationKey: ['promotions', 'claim'],
    mutationFn: (promotionId: number) => claimPromotion(language, promotionId),
    onSuccess: (outcome) =>
      showWalletFigures(queryClient, accountId, { balance: outcome.balance, tokens: outcome.token_balance }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.allMine(accountId) }),
  });
}

export function useClaimPromotion() {
  return useMutation(claimPromotionMutationOptions(useQueryClient(), usePlayerId(), useLanguage()));
}
