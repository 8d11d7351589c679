import { describe, expect, it } from 'vitest';
import { CASHBACK, claim, DEPOSIT_BONUS, myPromotions, VIP_TOKENS } from '../testing';
import { claimState, wageringPercent } from './claim-state';

describe('claimState', () => {
  it('follows a deposit bonus from the offer to the opt-in, the credit and its end', () => {
    expect(claimState(DEPOSIT_BONUS, myPromotions())).toEqual({ kind: 'offered' });
    expect(claimState(DEPOSIT_BONUS, myPromotions([claim({ status: 'opted_in' })]))).toEqual({ kind: 'optedIn' });
    expect(claimState(DEPOSIT_BONUS, myPromotions([claim({ status: 'active' })]))).toEqual({ kind: 'bonusActive' });
    for (const status of ['completed', 'forfeited', 'expired'] as const) {
      expect(claimState(DEPOSIT_BONUS, myPromotions([claim({ status })]))).toEqual({ kind: 'taken' });
    }
  });

  it("reads only the promotion's own claims", () => {
    const other = claim({ promotion_id: VIP_TOKENS.promotion_id, status: 'paid' });
    expect(claimState(DEPOSIT_BONUS, myPromotions([other]))).toEqual({ kind: 'offered' });
    expect(claimState(VIP_TOKENS, myPromotions([other]))).toEqual({ kind: 'taken' });
  });

  it('gives a cashback promotion the amount due for the last period', () => {
    const due = { promotion_id: CASHBACK.promotion_id, period_key: '2026-06-01', amount: 150, claimed: false };
    expect(claimState(CASHBACK, myPromotions([], [due]))).toEqual({ kind: 'cashback', due });
    expect(claimState(CASHBACK, myPromotions())).toEqual({ kind: 'cashback', due: undefined });
  });
});

describe('wageringPercent', () => {
  it('is the share wagered, at most 100, and done at once without a requirement', () => {
    expect(wageringPercent({ wagering_done: 5000, wagering_required: 20000 })).toBe(25);
    expect(wageringPercent({ wagering_done: 25000, wagering_required: 20000 })).toBe(100);
    expect(wageringPercent({ wagering_done: 0, wagering_required: 0 })).toBe(100);
  });
});
