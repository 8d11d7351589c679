import type { HomeGameList, ThemeCode } from '@wl/contract/lite';
import type { PlayerGameList } from '@/shared/ui/game-grid/player-game-row';

export type HomeList = Exclude<HomeGameList, 'popup'>;
export type GamesStyle = 'grid' | 'row' | 'spotlight';

/**
 * The home page of each template: which sections, in which order, in which style.
 * - hero: carousel (rotating slides), split (text beside artwork) or banner (one wide band)
 * - categories: tiles (large cards), chips (one pill row) or icons (round icon grid)
 * - games: one of the home lists (hot, featured, popular, new) as a grid, a row (one scrollable
 *   row with arrows) or a spotlight (one large game beside a grid)
 * - winners: ticker (a rolling band with the counters) or board (counters and two ranked lists)
 * - news: the latest articles, after the game lists, where a player who has seen the games reads on
 * - mine: a logged-in player's own row, recently played or favourites (sectionsWithPlayerRows)
 * The popup list is not a section: a strip above them all (components/popup-games.tsx).
 */
export type HomeSection =
  | { kind: 'hero'; style: 'carousel' | 'split' | 'banner' }
  | { kind: 'categories'; style: 'tiles' | 'chips' | 'icons' }
  | { kind: 'games'; list: HomeList; style: GamesStyle }
  | { kind: 'winners'; style: 'ticker' | 'board' }
  | { kind: 'news' }
  | { kind: 'mine'; list: PlayerGameList };

const hero = (style: 'carousel' | 'split' | 'banner'): HomeSection => ({ kind: 'hero', style });
const categories = (style: 'tiles' | 'chips' | 'icons'): HomeSection => ({ kind: 'categories', style });
const games = (list: HomeList, style: GamesStyle): HomeSection => ({ kind: 'games', list, style });
const winners = (style: 'ticker' | 'board'): HomeSection => ({ kind: 'winners', style });
const news: HomeSection = { kind: 'news' };

/** Featured, popular and new in a template's own rhythm: spotlight first where the hot list is not. */
const more = (lead: GamesStyle, rest: GamesStyle): HomeSection[] => [
  games('featured', lead),
  games('popular', rest),
  games('new', rest),
];

export const HOME_SECTIONS: Record<ThemeCode | 'default', HomeSection[]> = {
  casino1: [hero('carousel'), categories('tiles'), games('hot', 'grid'), ...more('spotlight', 'row'), news, winners('board')],
  casino2: [hero('split'), games('hot', 'row'), categories('tiles'), ...more('spotlight', 'row'), news, winners('ticker')],
  casino3: [winners('ticker'), hero('banner'), games('hot', 'spotlight'), categories('chips'), ...more('grid', 'row'), news],
  casino4: [hero('carousel'), games('hot', 'spotlight'), winners('board'), ...more('row', 'row'), news, categories('icons')],
  casino5: [hero('banner'), categories('icons'), games('hot', 'row'), ...more('spotlight', 'grid'), news, winners('board')],
  sportsbook1: [winners('ticker'), hero('banner'), categories('chips'), games('hot', 'grid'), ...more('row', 'row'), news],
  sportsbook2: [hero('split'), categories('chips'), games('hot', 'row'), ...more('row', 'row'), news, winners('board')],
  sportsbook3: [hero('carousel'), winners('ticker'), games('hot', 'grid'), ...more('row', 'row'), news, categories('tiles')],
  sportsbook4: [categories('chips'), hero('banner'), games('hot', 'spotlight'), ...more('row', 'row'), news, winners('board')],
  sportsbook5: [hero('carousel'), categories('icons'), winners('ticker'), games('hot', 'row'), ...more('row', 'grid'), news],
  slot1: [hero('carousel'), categories('icons'), games('hot', 'grid'), ...more('spotlight', 'grid'), news, winners('ticker')],
  slot2: [hero('banner'), games('hot', 'spotlight'), categories('tiles'), ...more('grid', 'row'), news, winners('board')],
  slot3: [categories('icons'), hero('carousel'), games('hot', 'grid'), ...more('spotlight', 'row'), news, winners('board')],
  slot4: [hero('split'), winners('ticker'), games('hot', 'row'), ...more('spotlight', 'grid'), news, categories('tiles')],
  slot5: [hero('carousel'), games('hot', 'row'), categories('chips'), ...more('spotlight', 'row'), news, winners('board')],
  slot6: [hero('banner'), categories('tiles'), games('hot', 'spotlight'), ...more('grid', 'row'), news, winners('ticker')],
  slot7: [winners('ticker'), hero('split'), categories('icons'), games('hot', 'grid'), ...more('spotlight', 'row'), news],
  default: [hero('banner'), categories('tiles'), games('hot', 'grid'), ...more('row', 'row'), news, winners('board')],
};

/** A grid's whole rows: 6 is one row of the widest grid (6 columns) and two or three of the narrower ones. */
const GRID_ROW = 6;
const GRID_FULL = 12;
/** The large game spans two columns and two rows: 1 + 8 fills 6 columns, and 4 (1 + 4 + a row of 4), and 2. */
const SPOTLIGHT_FULL = 9;
const ROW_MOST = 16;

/**
 * How a home list is laid out for the number of games it has, so that it never shows a broken row
 * (issue 20: rows of one to three tiles in a grid of five, a spotlight leaving two thirds of its
 * block empty). A grid shows whole rows: 12 games, or 6, in 2, 3 or 6 columns (game-section.css);
 * a spotlight shows its large game and eight beside and under it, which fill its block in 2, 4 or 6
 * columns. A list too short for its style becomes a row: tiles of the usual size in a strip that
 * simply ends, as a short list does on any casino's home. A row shows up to 16 and scrolls.
 */
export function listLayout(style: GamesStyle, count: number): { style: GamesStyle; shown: number } {
  if (style === 'grid' && count >= GRID_FULL) return { style, shown: GRID_FULL };
  if (style === 'grid' && count >= GRID_ROW) return { style, shown: GRID_ROW };
  if (style === 'spotlight' && count >= SPOTLIGHT_FULL) return { style, shown: SPOTLIGHT_FULL };
  return { style: 'row', shown: Math.min(count, ROW_MOST) };
}

export const sectionKey = (section: HomeSection) =>
  section.kind === 'games' || section.kind === 'mine' ? `${section.kind}-${section.list}` : section.kind;

/**
 * The template's sections with the player's rows in every template at the same place: right after
 * the first game list, where a returning player looks for where they left off (after the hero
 * when the template has no game list). They render nothing for a visitor or while empty.
 */
export function sectionsWithPlayerRows(sections: readonly HomeSection[]): HomeSection[] {
  const mine: HomeSection[] = [
    { kind: 'mine', list: 'recent' },
    { kind: 'mine', list: 'favourites' },
  ];
  const firstGames = sections.findIndex((section) => section.kind === 'games');
  const at = firstGames >= 0 ? firstGames + 1 : sections.findIndex((section) => section.kind === 'hero') + 1;
  return [...sections.slice(0, at), ...mine, ...sections.slice(at)];
}
