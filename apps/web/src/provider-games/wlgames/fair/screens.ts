import { FAIR_GAME_CODES, SESSION_FAIR_GAMES } from '@wl/contract';
import type { ComponentType } from 'react';
import { BingoScreen } from './bingo';
import { DiceScreen } from './dice';
import { KenoScreen } from './keno';
import { MinesScreen } from './mines';
import { PlinkoScreen } from './plinko';
import type { Shell } from './shell';
import type { ScreenGame } from './texts';

export const FAIR_SCREENS: Record<ScreenGame, ComponentType<{ shell: Shell }>> = {
  dice: DiceScreen,
  mines: MinesScreen,
  plinko: PlinkoScreen,
  keno: KenoScreen,
  bingo: BingoScreen,
};

/** The fair game a catalogue code names, when this client has its screen. */
export function screenGameOf(code: string | null): ScreenGame | undefined {
  return SESSION_FAIR_GAMES.find((game) => FAIR_GAME_CODES[game] === code);
}
