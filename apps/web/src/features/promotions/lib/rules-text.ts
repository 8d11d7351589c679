import type { TFunction } from 'i18next';
import { formatMoney } from '@/shared/lib/money';
import type { Promotion } from '../api/get-promotions';

/** The short terms of a promotion, in the player's language, from its rules. */
export function rulesText(rules: Promotion['rules'], currency: string, t: TFunction<'pages'>): string {
  const money = (amount: number) => formatMoney(amount, currency, { showZero: true });
  switch (rules.kind) {
    case 'deposit_bonus':
      return t('promotions.rules.depositBonus', {
        percent: rules.percent,
        cap: money(rules.cap),
        min: money(rules.min_deposit),
        multiplier: rules.wagering_multiplier,
        days: rules.valid_days,
      });
    case 'cashback':
      return t(`promotions.rules.cashback.${rules.period}`, { percent: rules.percent, cap: money(rules.cap) });
    case 'event_tokens':
      return rules.event === 'first_deposit'
        ? t('promotions.rules.firstDepositTokens', { tokens: rules.tokens })
        : t('promotions.rules.vipLevelTokens', { tokens: rules.tokens, level: rules.vip_level });
    case 'referral':
      return t('promotions.rules.referral', { reward: money(rules.reward), min: money(rules.min_deposit) });
  }
}
