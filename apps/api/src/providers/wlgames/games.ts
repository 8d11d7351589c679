import type { Currency } from '@wl/contract';
import { LINE_COUNT, type Pays, type SlotGame } from './engine.js';

/**
 * Lays a reel strip out from symbol counts: each position takes the symbol with the most copies
 * left that differs from the one before, so equal symbols rarely stack. Deterministic, so a
 * game's strips (and its exact RTP) never change between builds.
 */
export function layOutStrip(counts: Readonly<Record<string, number>>): string[] {
  const left = new Map(Object.entries(counts));
  const total = [...left.values()].reduce((sum, count) => sum + count, 0);
  const strip: string[] = [];
  while (strip.length < total) {
    const previous = strip.at(-1);
    const candidates = [...left].filter(([, count]) => count > 0).sort((a, b) => b[1] - a[1]);
    const [symbol] = candidates.find(([name]) => name !== previous) ?? candidates[0]!;
    strip.push(symbol);
    left.set(symbol, left.get(symbol)! - 1);
  }
  return strip;
}

/** Pays shared by the four games: tiers of line-bet multiples for 3, 4 and 5 in a row. */
const TIERS = {
  wild: [50, 250, 1000],
  top: [25, 100, 400],
  high: [20, 60, 200],
  midHigh: [15, 40, 120],
  mid: [10, 30, 100],
  low: [8, 20, 60],
  lower: [6, 15, 50],
  lowest: [5, 12, 40],
} as const satisfies Record<string, Pays>;
type Tier = keyof typeof TIERS;

/** Symbol counts per reel for the tiers, reel 1 to reel 5 (strips of 32, 32, 33, 32 and 32 stops). */
const TIER_COUNTS: Record<Tier, readonly number[]> = {
  wild: [2, 2, 3, 2, 2],
  top: [2, 2, 2, 2, 2],
  high: [3, 3, 3, 3, 3],
  midHigh: [3, 3, 3, 3, 3],
  mid: [4, 4, 4, 4, 4],
  low: [5, 5, 5, 5, 5],
  lower: [6, 6, 6, 6, 6],
  lowest: [7, 7, 7, 7, 7],
};

/** A game from its symbols, one per tier: the same maths, its own look. */
function slot(code: string, name: string, symbols: Record<Tier, string>): SlotGame {
  const tiers = Object.keys(TIERS) as Tier[];
  return {
    code,
    name,
    wild: symbols.wild,
    paytable: Object.fromEntries(tiers.map((tier) => [symbols[tier], TIERS[tier]])),
    strips: TIER_COUNTS.wild.map((_, reel) =>
      layOutStrip(Object.fromEntries(tiers.map((tier) => [symbols[tier], TIER_COUNTS[tier][reel]!]))),
    ),
  };
}

export const WLGAMES_GAMES: readonly SlotGame[] = [
  slot('lucky_lantern', 'Lucky Lantern', {
    wild: 'lantern',
    top: 'dragon',
    high: 'koi',
    midHigh: 'ingot',
    mid: 'firecracker',
    low: 'coin',
    lower: 'orange',
    lowest: 'fan',
  }),
  slot('jade_garden', 'Jade Garden', {
    wild: 'jade',
    top: 'crane',
    high: 'lotus',
    midHigh: 'bamboo',
    mid: 'teapot',
    low: 'bonsai',
    lower: 'cherry',
    lowest: 'leaf',
  }),
  slot('neon_nights', 'Neon Nights', {
    wild: 'neon',
    top: 'diamond',
    high: 'crown',
    midHigh: 'seven',
    mid: 'star',
    low: 'bar',
    lower: 'note',
    lowest: 'heart',
  }),
  slot('fruit_fiesta', 'Fruit Fiesta', {
    wild: 'fiesta',
    top: 'watermelon',
    high: 'grapes',
    midHigh: 'pineapple',
    mid: 'strawberry',
    low: 'lemon',
    lower: 'plum',
    lowest: 'cherry',
  }),
];

export function findGame(code: string): SlotGame | undefined {
  return WLGAMES_GAMES.find((game) => game.code === code);
}

/** The bet steps, in units of the smallest bet of the currency. */
const BET_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500] as const;

/**
 * The smallest total bet per currency, in minor units: about 0.10 USD. Every bet is a multiple
 * of LINE_COUNT minor units so the line bet is a whole number of minor units.
 */
const SMALLEST_BET: Record<Currency, number> = {
  USD: 10,
  PHP: 100,
  CNY: 100,
  MMK: 20_000,
  MNT: 30_000,
  IDR: 150_000,
};

/** The total bets a player can choose, in minor units of the currency, smallest first. */
export function betLevels(currency: Currency): number[] {
  return BET_STEPS.map((step) => step * SMALLEST_BET[currency]);
}

export { LINE_COUNT };
