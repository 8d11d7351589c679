import type { ThemeCode } from '@wl/contract';

/**
 * The home page of each template: which sections, in which order, in which style.
 * - hero: carousel (rotating slides), split (text beside artwork) or banner (one wide band)
 * - categories: tiles (large cards), chips (one pill row) or icons (round icon grid)
 * - hotGames: grid, row (one scrollable row with arrows) or spotlight (one large game beside a grid)
 * - winners: ticker (a rolling band with the counters) or board (counters and two ranked lists)
 */
export type HomeSection =
  | { kind: 'hero'; style: 'carousel' | 'split' | 'banner' }
  | { kind: 'categories'; style: 'tiles' | 'chips' | 'icons' }
  | { kind: 'hotGames'; style: 'grid' | 'row' | 'spotlight' }
  | { kind: 'winners'; style: 'ticker' | 'board' };

const hero = (style: 'carousel' | 'split' | 'banner'): HomeSection => ({ kind: 'hero', style });
const categories = (style: 'tiles' | 'chips' | 'icons'): HomeSection => ({ kind: 'categories', style });
const hotGames = (style: 'grid' | 'row' | 'spotlight'): HomeSection => ({ kind: 'hotGames', style });
const winners = (style: 'ticker' | 'board'): HomeSection => ({ kind: 'winners', style });

export const HOME_SECTIONS: Record<ThemeCode | 'default', HomeSection[]> = {
  casino1: [hero('carousel'), categories('tiles'), hotGames('grid'), winners('board')],
  casino2: [hero('split'), hotGames('row'), categories('tiles'), winners('ticker')],
  casino3: [winners('ticker'), hero('banner'), hotGames('spotlight'), categories('chips')],
  casino4: [hero('carousel'), hotGames('spotlight'), winners('board'), categories('icons')],
  casino5: [hero('banner'), categories('icons'), hotGames('row'), winners('board')],
  sportsbook1: [winners('ticker'), hero('banner'), categories('chips'), hotGames('grid')],
  sportsbook2: [hero('split'), categories('chips'), hotGames('row'), winners('board')],
  sportsbook3: [hero('carousel'), winners('ticker'), hotGames('grid'), categories('tiles')],
  sportsbook4: [categories('chips'), hero('banner'), hotGames('spotlight'), winners('board')],
  sportsbook5: [hero('carousel'), categories('icons'), winners('ticker'), hotGames('row')],
  slot1: [hero('carousel'), categories('icons'), hotGames('grid'), winners('ticker')],
  slot2: [hero('banner'), hotGames('spotlight'), categories('tiles'), winners('board')],
  slot3: [categories('icons'), hero('carousel'), hotGames('grid'), winners('board')],
  slot4: [hero('split'), winners('ticker'), hotGames('row'), categories('tiles')],
  slot5: [hero('carousel'), hotGames('row'), categories('chips'), winners('board')],
  slot6: [hero('banner'), categories('tiles'), hotGames('spotlight'), winners('ticker')],
  slot7: [winners('ticker'), hero('split'), categories('icons'), hotGames('grid')],
  default: [hero('banner'), categories('tiles'), hotGames('grid'), winners('board')],
};
