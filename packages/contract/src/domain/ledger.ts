/** What moved a balance: the kind of each ledger row (the statement's `kind`, labelled by the web per kind). */
export const LEDGER_KINDS = [
  'deposit',
  'withdrawal',
  /** a withdrawal request rejected or cancelled: its held amount returns */
  'withdrawal_reversal',
  'bet',
  'win',
  'refund',
  'adjustment',
  'inbox_reward',
  'minigame_prize',
  /** promotion money: a deposit bonus or a mission's bonus; meta names the promotion or mission */
  'bonus',
  /** the bonus taken back when it expires or the player forfeits it to withdraw */
  'bonus_forfeit',
  'cashback',
  'referral_reward',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const isLedgerKind = (kind: string): kind is LedgerKind => (LEDGER_KINDS as readonly string[]).includes(kind);
