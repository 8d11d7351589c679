import type { TFunction } from 'i18next';
import type { StatementEntry } from '../api/get-statement';

const NUMBERED = /^([a-z_]+):(\d+)$/;

/**
 * A round id a player can read and look up in the bet history ("WL12", "FR7", "R00050012"): short,
 * letters, digits and dashes. A longer or composite one (a UUID, "seed:2:round:3") says nothing to
 * a player, so the line names the game alone.
 */
const READABLE_ROUND = /^[A-Za-z0-9][A-Za-z0-9-]{0,15}$/;

function isRoundKind(kind: string): boolean {
  return kind === 'bet' || kind === 'win' || kind === 'refund';
}

/** A bet, win or refund: its game (the server's `title`) and its round when the round id is readable. */
function roundLabel(game: string, reference: string, t: TFunction<'pages'>): string {
  const round = READABLE_ROUND.test(reference) ? reference : '';
  if (game && round) return t('wallet.reference.gameRound', { game, round });
  if (round) return t('wallet.reference.round', { id: round });
  return game;
}

/**
 * What a statement line belongs to, in words a player understands, never the server's reference
 * as it is (decision 0165): "cashier:1" is "Deposit #1" or "Withdrawal #1" by the line's kind, a
 * promotion or mission its title, a mini game play or inbox message its number, a bet its game and
 * round. An adjustment's reference is the operator's reason, written for the player. Anything else
 * shows nothing rather than a key.
 */
export function referenceLabel(entry: Pick<StatementEntry, 'kind' | 'reference' | 'title'>, t: TFunction<'pages'>): string {
  const { kind, reference, title } = entry;
  if (isRoundKind(kind)) return roundLabel(title, reference, t);
  if (title) return title;
  if (!reference) return '';
  if (kind === 'adjustment') return reference;
  const numbered = NUMBERED.exec(reference);
  if (!numbered) return '';
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
