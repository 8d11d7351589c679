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

const CATEGORIES = [
  'slots',
  'livecasino',
  'hashgame',
  'sportsbook',
  'fish',
  'table',
  'sabong',
  'lottery',
  'horseracing',
  'bingo',
  'arcade',
  'crash',
] as const;

/**
 * The rest of a promotion's rules a player must know before taking it up: who may take it (VIP
 * levels), and for a deposit bonus the largest bet that counts, the games that count for less and
 * whether only a first deposit qualifies; none: an empty list.
 */
export function rulesDetails(
  promotion: Pick<Promotion, 'rules' | 'eligibility'>,
  currency: string,
  t: TFunction<'pages'>,
): string[] {
  const details: string[] = [];
  const { rules, eligibility } = promotion;
  if (rules.kind === 'deposit_bonus') {
    if (rules.max_bet !== null) {
      details.push(t('promotions.rules.details.maxBet', { max: formatMoney(rules.max_bet, currency, { showZero: true }) }));
    }
    const reduced = CATEGORIES.filter((category) => (rules.game_contribution[category] ?? 100) < 100);
    if (reduced.length > 0) {
      const list = reduced
        .map((category) =>
          t('promotions.rules.details.contributionEntry', {
            category: t(`promotions.rules.details.categories.${category}`),
            percent: rules.game_contribution[category],
          }),
        )
        .join(', ');
      details.push(t('promotions.rules.details.contribution', { list }));
    }
    if (rules.first_deposit_only) details.push(t('promotions.rules.details.firstDepositOnly'));
  }
  const { min_vip_level: min, max_vip_level: max } = eligibility;
  if (max !== null)
    details.push(t(min > 0 ? 'promotions.rules.details.vipBetween' : 'promotions.rules.details.vipUpTo', { min, max }));
  else if (min > 0) details.push(t('promotions.rules.details.vipFrom', { min }));
  return details;
}
