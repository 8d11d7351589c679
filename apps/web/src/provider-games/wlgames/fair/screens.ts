import { FAIR_GAME_CODES, SESSION_FAIR_GAMES, SHARED_ROUND_GAMES, type SharedRoundGame } from '@wl/contract';
import type { ComponentType } from 'react';
import { BingoScreen } from './bingo';
import { CrashScreen } from './crash';
import { DiceScreen } from './dice';
import { KenoScreen } from './keno';
import { MinesScreen } from './mines';
import { PlinkoScreen } from './plinko';
import { RaceScreen } from './racing';
import type { LiveShell } from './shared-shell';
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

export const SHARED_SCREENS: Record<SharedRoundGame, ComponentType<{ shell: LiveShell }>> = {
  crash: CrashScreen,
  racing: RaceScreen,
};

/** The shared-round game (crash, racing) a catalogue code names. */
export function sharedScreenGameOf(code: string | null): SharedRoundGame | undefined {
  return SHARED_ROUND_GAMES.find((game) => FAIR_GAME_CODES[game] === code);
}
