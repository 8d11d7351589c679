import type { CashbackDue, MyPromotions, PromotionClaim } from '../api/get-my-promotions';
import type { Promotion } from '../api/get-promotions';

/**
 * Where a logged-in player stands with a promotion they take themselves, from their claims:
 * - offered: nothing taken yet (a deposit bonus to opt in to, VIP-level tokens to claim)
 * - optedIn: a deposit bonus waiting for its qualifying deposit
 * - bonusActive: a deposit bonus credited, its wagering open
 * - taken: taken once already, which is all the rules allow
 * - cashback: the previous period's cashback, to claim (amount > 0), claimed, or nothing due
 */
export type ClaimState =
  | { kind: 'offered' }
  | { kind: 'optedIn' }
  | { kind: 'bonusActive' }
  | { kind: 'taken' }
  | { kind: 'cashback'; due: CashbackDue | undefined };

export function claimState(promotion: Promotion, mine: MyPromotions): ClaimState {
  if (promotion.rules.kind === 'cashback') {
    return { kind: 'cashback', due: mine.cashback.find((entry) => entry.promotion_id === promotion.promotion_id) };
  }
  // The claims come newest first: the first one of the promotion is where the player stands now.
  const claim: PromotionClaim | undefined = mine.value.find((entry) => entry.promotion_id === promotion.promotion_id);
  if (!claim) return { kind: 'offered' };
  if (claim.status === 'opted_in') return { kind: 'optedIn' };
  if (claim.status === 'active') return { kind: 'bonusActive' };
  return { kind: 'taken' };
}

/** Done as a share of required, 0–100; a bonus without wagering (multiplier 0) is done at once. */
export function wageringPercent(claim: Pick<PromotionClaim, 'wagering_done' | 'wagering_required'>): number {
  if (claim.wagering_required <= 0) return 100;
  return Math.min(100, (claim.wagering_done / claim.wagering_required) * 100);
}
