import { CATEGORY_PATHS, PRODUCT_CATEGORIES, type ProductCategory } from '@wl/contract/lite';
import type { TFunction } from 'i18next';
import { routeMeta } from '@/config/routes';
import { formatMoney, formatTokens } from '@/shared/lib/money';
import type { Mission } from '../api/get-missions';

function isCategory(gameType: string): gameType is ProductCategory {
  return (PRODUCT_CATEGORIES as readonly string[]).includes(gameType);
}

/** A game category by the name of its lobby ("Slots", "Casino"), in the player's language. */
function categoryName(gameType: string, t: TFunction<'pages'>): string {
  const lobby = isCategory(gameType) ? routeMeta(CATEGORY_PATHS[gameType]) : undefined;
  return lobby ? t(`${lobby.titleKey}.title`) : gameType;
}

/** Logins and mini game plays are counted; deposits and wagers are money of the site currency. */
export function missionAmount(mission: Mission, value: number, currency: string): string {
  return mission.kind === 'deposit_at_least' || mission.kind === 'wager_on_category'
    ? formatMoney(value, currency, { showZero: true })
    : String(value);
}

/** What the player has to do, in words: the operator's title names the mission, this says the goal. */
export function missionGoal(mission: Mission, currency: string, t: TFunction<'pages'>): string {
  switch (mission.kind) {
    case 'login':
      return t('mission.goal.login', { count: mission.target });
    case 'deposit_at_least':
      return t('mission.goal.deposit', { amount: missionAmount(mission, mission.target, currency) });
    case 'wager_on_category':
      return t('mission.goal.wager', {
        amount: missionAmount(mission, mission.target, currency),
        category: categoryName(mission.game_type, t),
      });
    case 'play_mini_games':
      return t('mission.goal.miniGames', { count: mission.target });
  }
}

/** The reward: whole tokens, or a bonus in money. */
export function missionReward(mission: Mission, currency: string, t: TFunction<'pages'>): string {
  return mission.reward_type === 'token'
    ? t('mission.rewardTokens', { count: mission.reward_amount, tokens: formatTokens(mission.reward_amount, { showZero: true }) })
    : t('mission.rewardBonus', { amount: formatMoney(mission.reward_amount, currency, { showZero: true }) });
}
