import { describe, expect, it } from 'vitest';
import type { BetSelection } from '../calls/report.js';
import { BET_TYPES, betSelectionLabel, isBetType } from './bet-label.js';

const selection = (extra: Partial<BetSelection>): BetSelection => ({
  bet_type: 'HDP',
  home_away: 1,
  criteria1: '',
  home_team_name: 'Ginebra',
  away_team_name: 'Magnolia',
  ...extra,
});

const outcomes = (...names: string[]) => ({ kind: 'outcomes', outcomes: names });
const text = (value: string) => ({ kind: 'text', text: value });

describe('betSelectionLabel', () => {
  it('gives a PARLAY no label', () => {
    expect(betSelectionLabel(selection({ bet_type: 'PARLAY', criteria1: 'anything' }), 'EN')).toBeNull();
  });

  describe('handicap', () => {
    it('names the home or the away team', () => {
      expect(betSelectionLabel(selection({ bet_type: 'HDP', home_away: 1 }), 'EN')).toEqual(text('Ginebra'));
      expect(betSelectionLabel(selection({ bet_type: 'FH_HDP', home_away: 2 }), 'EN')).toEqual(text('Magnolia'));
    });

    it("uses the team's name in the player's language when the selection has it", () => {
      const localNames = { home_name_cn: '金霸王', away_name_cn: '木兰', home_name_php: 'Ginebra PH' };
      expect(betSelectionLabel(selection({ ...localNames, home_away: 1 }), 'CN')).toEqual(text('金霸王'));
      expect(betSelectionLabel(selection({ ...localNames, home_away: 2 }), 'CN')).toEqual(text('木兰'));
      expect(betSelectionLabel(selection({ ...localNames, home_away: 1 }), 'PHP')).toEqual(text('Ginebra PH'));
    });

    it('falls back to the default team name when the language has none or an empty one', () => {
      const localNames = { home_name_cn: '金霸王', away_name_php: '  ' };
      expect(betSelectionLabel(selection({ ...localNames, home_away: 1 }), 'EN')).toEqual(text('Ginebra'));
      expect(betSelectionLabel(selection({ ...localNames, home_away: 2 }), 'PHP')).toEqual(text('Magnolia'));
      expect(betSelectionLabel(selection({ ...localNames, home_away: 1 }), 'MMK')).toEqual(text('Ginebra'));
    });

    it('shows criteria1 when no side is given', () => {
      expect(betSelectionLabel(selection({ home_away: null, criteria1: '-0.5' }), 'EN')).toEqual(text('-0.5'));
    });
  });

  it('reads over and under from criteria1', () => {
    expect(betSelectionLabel(selection({ bet_type: 'OU', criteria1: 'O' }), 'EN')).toEqual(outcomes('over'));
    expect(betSelectionLabel(selection({ bet_type: 'OU', criteria1: 'under' }), 'EN')).toEqual(outcomes('under'));
    expect(betSelectionLabel(selection({ bet_type: 'FH_OU', criteria1: 'Over' }), 'EN')).toEqual(outcomes('over'));
  });

  it('reads odd and even from criteria1', () => {
    expect(betSelectionLabel(selection({ bet_type: 'OE', criteria1: 'o' }), 'EN')).toEqual(outcomes('odd'));
    expect(betSelectionLabel(selection({ bet_type: 'FH_OE', criteria1: 'EVEN' }), 'EN')).toEqual(outcomes('even'));
  });

  it('gives a moneyline home or away', () => {
    expect(betSelectionLabel(selection({ bet_type: 'ML', home_away: 1 }), 'EN')).toEqual(outcomes('home'));
    expect(betSelectionLabel(selection({ bet_type: 'ML', home_away: 2 }), 'EN')).toEqual(outcomes('away'));
  });

  it('gives every 1X2 variant home, away or draw from home_away 1, 2 or 3', () => {
    for (const bet_type of ['1X2', 'FH_1X2', 'HDP_1X2']) {
      expect(betSelectionLabel(selection({ bet_type, home_away: 1 }), 'EN')).toEqual(outcomes('home'));
      expect(betSelectionLabel(selection({ bet_type, home_away: 2 }), 'EN')).toEqual(outcomes('away'));
      expect(betSelectionLabel(selection({ bet_type, home_away: 3 }), 'EN')).toEqual(outcomes('draw'));
    }
  });

  it('shows criteria1 for correct score, total goals, OR and BS', () => {
    expect(betSelectionLabel(selection({ bet_type: 'CS', criteria1: '2-1' }), 'EN')).toEqual(text('2-1'));
    expect(betSelectionLabel(selection({ bet_type: 'FH_CS', criteria1: '0-0' }), 'EN')).toEqual(text('0-0'));
    expect(betSelectionLabel(selection({ bet_type: 'TG', criteria1: '2-3' }), 'EN')).toEqual(text('2-3'));
    expect(betSelectionLabel(selection({ bet_type: 'FH_TG', criteria1: '0-1' }), 'EN')).toEqual(text('0-1'));
    expect(betSelectionLabel(selection({ bet_type: 'OR', criteria1: 'San Miguel' }), 'EN')).toEqual(text('San Miguel'));
    expect(betSelectionLabel(selection({ bet_type: 'BS', criteria1: 'Yes' }), 'EN')).toEqual(text('Yes'));
  });

  it('derives the outcomes of double chance and half time / full time from criteria1', () => {
    expect(betSelectionLabel(selection({ bet_type: 'DC', criteria1: '1X' }), 'EN')).toEqual(outcomes('home', 'draw'));
    expect(betSelectionLabel(selection({ bet_type: 'DC', criteria1: '12' }), 'EN')).toEqual(outcomes('home', 'away'));
    expect(betSelectionLabel(selection({ bet_type: 'HTFT', criteria1: 'x/2' }), 'EN')).toEqual(outcomes('draw', 'away'));
  });

  it('falls back to criteria1 when a rule cannot read the selection', () => {
    expect(betSelectionLabel(selection({ bet_type: 'OU', criteria1: '2.5' }), 'EN')).toEqual(text('2.5'));
    expect(betSelectionLabel(selection({ bet_type: '1X2', home_away: null, criteria1: 'X' }), 'EN')).toEqual(text('X'));
    expect(betSelectionLabel(selection({ bet_type: 'DC', criteria1: 'Home' }), 'EN')).toEqual(text('Home'));
  });

  it('shows criteria1 for a bet type it does not know, and nothing when that is empty', () => {
    expect(betSelectionLabel(selection({ bet_type: 'CORNERS', criteria1: ' Over 9.5 ' }), 'EN')).toEqual(text('Over 9.5'));
    expect(betSelectionLabel(selection({ bet_type: 'CORNERS', criteria1: '' }), 'EN')).toBeNull();
    expect(betSelectionLabel(selection({ bet_type: 'OU', criteria1: '' }), 'EN')).toBeNull();
  });
});

describe('BET_TYPES', () => {
  it('knows the codes of the table and no inherited names', () => {
    expect(Object.keys(BET_TYPES)).toContain('HDP_1X2');
    expect(isBetType('PARLAY')).toBe(true);
    expect(isBetType('toString')).toBe(false);
  });
});
