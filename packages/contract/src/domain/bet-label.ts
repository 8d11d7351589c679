import type { BetSelection } from '../calls/report.js';
import type { Language } from '../tables.js';

/**
 * Bet display labels (spec-coverage S5.7): what a bet history line shows for one sportsbook selection.
 *
 * How each rule reads a selection:
 * - `none`: no label (a PARLAY is labelled by its legs, each a selection of its own).
 * - `team`: the side in `home_away` (1 home, 2 away) as the team's name, in the player's language
 *   when the selection carries `home_name_<lang>` / `away_name_<lang>`, else `home_team_name` /
 *   `away_team_name`.
 * - `overUnder`: `criteria1` is `O`/`Over` or `U`/`Under` (any case).
 * - `oddEven`: `criteria1` is `O`/`Odd` or `E`/`Even` (any case).
 * - `homeAway`: `home_away` 1 home, 2 away.
 * - `homeAwayDraw`: `home_away` 1 home, 2 away, 3 draw.
 * - `criteria`: `criteria1` as the provider sent it (a score "2-1", a goal band "0-1", a name).
 * - `outcomes`: `criteria1` spells outcomes with 1 (home), X (draw) and 2 (away), optionally
 *   separated by "/" ("1X", "X2", "1/X"); each becomes its outcome, in order.
 *
 * A selection whose side or criteria1 a rule cannot read, and a bet type missing from the table,
 * falls back to `criteria1` so that no line is ever blank when the provider gave something.
 */
export type BetLabelRule = 'none' | 'team' | 'overUnder' | 'oddEven' | 'homeAway' | 'homeAwayDraw' | 'criteria' | 'outcomes';

/**
 * The sportsbook bet types (the `bet_type` of a bet and of each selection), and their label rule.
 * Seed data and sportsbook integrations use exactly these codes.
 */
export const BET_TYPES = {
  /** several selections in one bet; each leg has its own type */
  PARLAY: 'none',
  /** Asian handicap, full time */
  HDP: 'team',
  /** Asian handicap, first half */
  FH_HDP: 'team',
  /** over/under total goals, full time */
  OU: 'overUnder',
  /** over/under, first half */
  FH_OU: 'overUnder',
  /** odd/even total goals, full time */
  OE: 'oddEven',
  /** odd/even, first half */
  FH_OE: 'oddEven',
  /** moneyline (no draw) */
  ML: 'homeAway',
  /** 1X2, full time */
  '1X2': 'homeAwayDraw',
  /** 1X2, first half */
  FH_1X2: 'homeAwayDraw',
  /** 1X2 on a handicap line */
  HDP_1X2: 'homeAwayDraw',
  /** correct score, full time */
  CS: 'criteria',
  /** correct score, first half */
  FH_CS: 'criteria',
  /** total goals band */
  TG: 'criteria',
  /** total goals band, first half */
  FH_TG: 'criteria',
  /** outright winner */
  OR: 'criteria',
  /** both teams to score */
  BS: 'criteria',
  /** double chance: criteria1 1X, 12 or X2 */
  DC: 'outcomes',
  /** half time / full time: criteria1 such as 1/X */
  HTFT: 'outcomes',
} as const satisfies Record<string, BetLabelRule>;

export type BetType = keyof typeof BET_TYPES;

/** The outcomes a label can name; the web app translates each (betHistory.outcome.<name>). */
export const BET_OUTCOMES = ['home', 'away', 'draw', 'over', 'under', 'odd', 'even'] as const;
export type BetOutcome = (typeof BET_OUTCOMES)[number];

/** A label is text to show as it is, or outcomes to translate; null means no label. */
export type BetLabel = { kind: 'text'; text: string } | { kind: 'outcomes'; outcomes: BetOutcome[] } | null;

export function isBetType(code: string): code is BetType {
  return Object.hasOwn(BET_TYPES, code);
}

const HOME_AWAY: Record<number, 'home' | 'away'> = { 1: 'home', 2: 'away' };
const HOME_AWAY_DRAW: Record<number, BetOutcome> = { 1: 'home', 2: 'away', 3: 'draw' };
const OVER_UNDER: Record<string, BetOutcome> = { o: 'over', over: 'over', u: 'under', under: 'under' };
const ODD_EVEN: Record<string, BetOutcome> = { o: 'odd', odd: 'odd', e: 'even', even: 'even' };
const OUTCOME_SYMBOLS: Record<string, BetOutcome> = { '1': 'home', x: 'draw', '2': 'away' };

const text = (value: string | undefined): BetLabel => (value?.trim() ? { kind: 'text', text: value.trim() } : null);
const outcome = (value: BetOutcome | undefined): BetLabel => (value ? { kind: 'outcomes', outcomes: [value] } : null);

function teamName(selection: BetSelection, side: 'home' | 'away', language: Language): string {
  const localName = selection[`${side}_name_${language.toLowerCase() as Lowercase<Language>}`]?.trim();
  return localName || selection[`${side}_team_name`];
}

function outcomesOf(criteria: string): BetOutcome[] | null {
  const symbols = criteria.toLowerCase().replaceAll('/', '').split('');
  const outcomes = symbols.map((symbol) => OUTCOME_SYMBOLS[symbol]);
  return outcomes.length > 0 && outcomes.every(Boolean) ? (outcomes as BetOutcome[]) : null;
}

/** The label a rule reads from the selection; null when the selection does not have what the rule reads. */
function labelByRule(rule: Exclude<BetLabelRule, 'none'>, selection: BetSelection, language: Language): BetLabel {
  const criteria = selection.criteria1.trim();
  const side = selection.home_away ?? 0;
  switch (rule) {
    case 'team': {
      const team = HOME_AWAY[side];
      return team ? text(teamName(selection, team, language)) : null;
    }
    case 'overUnder':
      return outcome(OVER_UNDER[criteria.toLowerCase()]);
    case 'oddEven':
      return outcome(ODD_EVEN[criteria.toLowerCase()]);
    case 'homeAway':
      return outcome(HOME_AWAY[side]);
    case 'homeAwayDraw':
      return outcome(HOME_AWAY_DRAW[side]);
    case 'criteria':
      return text(criteria);
    case 'outcomes': {
      const outcomes = outcomesOf(criteria);
      return outcomes ? { kind: 'outcomes', outcomes } : null;
    }
  }
}

/** The label of one selection in the player's language (see BetLabelRule for each rule). */
export function betSelectionLabel(selection: BetSelection, language: Language): BetLabel {
  if (!isBetType(selection.bet_type)) return text(selection.criteria1);
  const rule = BET_TYPES[selection.bet_type];
  if (rule === 'none') return null;
  return labelByRule(rule, selection, language) ?? text(selection.criteria1);
}
