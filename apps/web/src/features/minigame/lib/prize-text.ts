import type { Prize } from '@wl/contract/lite';
import type { TFunction } from 'i18next';
import { formatMoney, formatTokens } from '@/shared/lib/money';

/**
 * A prize in the player's language. The server's label is the operator's English wording, so the
 * screen says it from the prize's type and amount instead.
 */
export function prizeText(prize: Prize, currency: string, t: TFunction<'pages'>): string {
  if (prize.type === 'token') return t('minigame.prize.token', { amount: formatTokens(prize.amount, { showZero: true }) });
  if (prize.type === 'cash') return formatMoney(prize.amount, currency, { showZero: true });
  return t('minigame.prize.none');
}
