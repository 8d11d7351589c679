import type { CallResponse } from '@wl/contract/lite';
import type { PromotionClaim } from './api/get-my-promotions';
import type { Promotion } from './api/get-promotions';

/** Test fixtures of the promotions: one of each kind, claims and the answers of the calls. */
export const DEPOSIT_BONUS: Promotion = {
  promotion_id: 1,
  kind: 'deposit_bonus',
  title: 'Welcome bonus',
  terms: '<p>Full welcome terms.</p>',
  image: '/img/promotions/welcome.webp',
  starts_at: '2026-01-01T12:00:00.000Z',
  ends_at: '2026-12-31T12:00:00.000Z',
  rules: {
    kind: 'deposit_bonus',
    percent: 100,
    cap: 5000,
    min_deposit: 500,
    wagering_multiplier: 10,
    valid_days: 30,
    game_contribution: {},
    max_bet: null,
    first_deposit_only: false,
  },
  eligibility: { min_vip_level: 0, max_vip_level: null },
  claimable: true,
};

export const CASHBACK: Promotion = {
  promotion_id: 2,
  kind: 'cashback',
  title: 'Daily cashback',
  terms: '<p>Cashback terms.</p>',
  image: '',
  starts_at: '2026-01-01T12:00:00.000Z',
  ends_at: null,
  rules: { kind: 'cashback', percent: 10, cap: 2000, period: 'daily' },
  eligibility: { min_vip_level: 0, max_vip_level: null },
  claimable: true,
};

export const FIRST_DEPOSIT_TOKENS: Promotion = {
  promotion_id: 3,
  kind: 'event_tokens',
  title: 'First deposit tokens',
  terms: '',
  image: '',
  starts_at: '2026-01-01T12:00:00.000Z',
  ends_at: null,
  rules: { kind: 'event_tokens', event: 'first_deposit', vip_level: 0, tokens: 20 },
  eligibility: { min_vip_level: 0, max_vip_level: null },
  claimable: false,
};

export const VIP_TOKENS: Promotion = {
  promotion_id: 4,
  kind: 'event_tokens',
  title: 'Silver tokens',
  terms: '',
  image: '',
  starts_at: '2026-01-01T12:00:00.000Z',
  ends_at: null,
  rules: { kind: 'event_tokens', event: 'vip_level', vip_level: 2, tokens: 50 },
  eligibility: { min_vip_level: 0, max_vip_level: null },
  claimable: true,
};

export function claim(overrides: Partial<PromotionClaim> = {}): PromotionClaim {
  return {
    promotion_id: DEPOSIT_BONUS.promotion_id,
    kind: 'deposit_bonus',
    title: DEPOSIT_BONUS.title,
    status: 'active',
    period_key: 'once',
    amount: 1000,
    deposit_amount: 1000,
    wagering_required: 20000,
    wagering_done: 5000,
    expires_at: '2026-06-30T12:00:00.000Z',
    created_at: '2026-06-01T08:00:00.000Z',
    ...overrides,
  };
}

export const promotionList = (value: Promotion[]): CallResponse<'promotionList'> => ({ statusCode: 1, value });

export function myPromotions(
  value: PromotionClaim[] = [],
  cashback: CallResponse<'myPromotions'>['cashback'] = [],
): CallResponse<'myPromotions'> {
  return { statusCode: 1, value, cashback };
}
