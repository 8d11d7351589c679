import type { TFunction } from 'i18next';
import type { StatementEntry } from '../api/get-statement';

const NUMBERED = /^([a-z_]+):(\d+)$/;

/**
 * What a statement line belongs to, in words a player understands, never the server's reference
 * as it is (decision 0165): "cashier:1" is "Deposit #1" or "Withdrawal #1" by the line's kind, a
 * promotion or mission its title, a mini game play or inbox message its number, a bet its round.
 * An adjustment's reference is the operator's reason, written for the player. Anything else shows
 * nothing rather than a key.
 */
export function referenceLabel(entry: Pick<StatementEntry, 'kind' | 'reference' | 'title'>, t: TFunction<'pages'>): string {
  if (entry.title) return entry.title;
  const { kind, reference } = entry;
  if (!reference) return '';
  if (kind === 'adjustment') return reference;
  const numbered = NUMBERED.exec(reference);
  if (!numbered)
    return kind === 'bet' || kind === 'win' || kind === 'refund' ? t('wallet.reference.round', { id: reference }) : '';
  const [, prefix, id] = numbered;
  switch (prefix) {
    case 'cashier':
      if (kind === 'deposit') return t('wallet.reference.deposit', { id });
      if (kind === 'withdrawal' || kind === 'withdrawal_reversal') return t('wallet.reference.withdrawal', { id });
      return t('wallet.reference.request', { id });
    case 'promotion':
      return t('wallet.reference.promotion', { id });
    case 'mission':
      return t('wallet.reference.mission', { id });
    case 'mini_game_play':
      return t('wallet.reference.miniGamePlay', { id });
    case 'inbox':
      return t('wallet.reference.inbox', { id });
    default:
      return '';
  }
}
