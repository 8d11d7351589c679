import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n } from '@/shared/i18n';
import { CASHBACK, DEPOSIT_BONUS } from '../testing';
import { rulesDetails } from './rules-text';

beforeAll(async () => {
  await initI18n('EN');
  await i18next.loadNamespaces('pages');
});

const t = () => i18next.getFixedT('EN', 'pages');

describe('rulesDetails', () => {
  it("tells a deposit bonus's maximum bet, the games that count for less, first deposit only and the VIP levels", () => {
    const bonus = {
      ...DEPOSIT_BONUS,
      rules: {
        ...DEPOSIT_BONUS.rules,
        kind: 'deposit_bonus' as const,
        percent: 100,
        cap: 5000,
        min_deposit: 500,
        wagering_multiplier: 10,
        valid_days: 30,
        game_contribution: { slots: 100, livecasino: 10, table: 20 },
        max_bet: 250,
        first_deposit_only: true,
      },
      eligibility: { min_vip_level: 1, max_vip_level: 3 },
    };
    expect(rulesDetails(bonus, 'PHP', t())).toEqual([
      'While you wager, a bet above ₱250 does not count towards it.',
      'Bets count towards the wagering in full, except: Live casino 10%, Table games 20%.',
      'Only your first deposit qualifies.',
      'For VIP levels 1 to 3.',
    ]);
  });

  it('says nothing more of a promotion open to everyone with no extra rule', () => {
    expect(rulesDetails(DEPOSIT_BONUS, 'PHP', t())).toEqual([]);
    expect(rulesDetails({ ...CASHBACK, eligibility: { min_vip_level: 2, max_vip_level: null } }, 'PHP', t())).toEqual([
      'For VIP level 2 and above.',
    ]);
  });
});
