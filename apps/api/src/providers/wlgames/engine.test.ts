import { describe, expect, it } from 'vitest';
import { evaluateLine, evaluateWindow, LINE_COUNT, PAYLINES, type SlotGame, spin, windowAt } from './engine.js';
import { betLevels, findGame, layOutStrip, WLGAMES_GAMES } from './games.js';
import { seededRng } from './rng.js';

const game = findGame('lucky_lantern')!;

describe('line evaluation', () => {
  it('pays the longest left-to-right run, wilds standing in', () => {
    expect(evaluateLine(game, ['koi', 'koi', 'koi', 'fan', 'koi'])).toEqual({ symbol: 'koi', count: 3, multiplier: 20 });
    expect(evaluateLine(game, ['koi', 'lantern', 'koi', 'koi', 'fan'])).toEqual({ symbol: 'koi', count: 4, multiplier: 60 });
    expect(evaluateLine(game, ['fan', 'koi', 'koi', 'koi', 'koi']).multiplier).toBe(0);
    expect(evaluateLine(game, ['koi', 'koi', 'fan', 'koi', 'koi']).multiplier).toBe(0);
  });

  it('pays a leading wild run as wilds when that beats the symbol it completes', () => {
    expect(evaluateLine(game, ['lantern', 'lantern', 'lantern', 'fan', 'fan'])).toEqual({
      symbol: 'lantern',
      count: 3,
      multiplier: 50,
    });
    expect(evaluateLine(game, ['lantern', 'lantern', 'dragon', 'dragon', 'dragon'])).toEqual({
      symbol: 'dragon',
      count: 5,
      multiplier: 400,
    });
    expect(evaluateLine(game, ['lantern', 'lantern', 'lantern', 'lantern', 'lantern']).multiplier).toBe(1000);
  });

  it('reads every payline from the window and numbers them from 1', () => {
    const window = [
      ['koi', 'fan', 'coin'],
      ['koi', 'orange', 'coin'],
      ['koi', 'fan', 'coin'],
      ['dragon', 'orange', 'koi'],
      ['fan', 'fan', 'fan'],
    ];
    expect(evaluateWindow(game, window)).toEqual([
      { line: 2, symbol: 'koi', count: 3, multiplier: 20 },
      { line: 3, symbol: 'coin', count: 3, multiplier: 8 },
    ]);
  });
});

describe('spin', () => {
  it('shows three consecutive stops of each strip, wrapping at the end', () => {
    const strip = game.strips[0]!;
    const window = windowAt(game, [strip.length - 1, 0, 0, 0, 0]);
    expect(window[0]).toEqual([strip.at(-1), strip[0], strip[1]]);
  });

  it('draws stops with the injected generator and pays the sum of the line wins', () => {
    const first = spin(game, seededRng(7));
    expect(spin(game, seededRng(7))).toEqual(first);
    expect(first.stops.every((stop, reel) => stop >= 0 && stop < game.strips[reel]!.length)).toBe(true);
    expect(first.lineBetMultiplier).toBe(first.wins.reduce((sum, win) => sum + win.multiplier, 0));
  });

  it('has ten distinct paylines', () => {
    expect(new Set(PAYLINES.map((line) => line.join())).size).toBe(LINE_COUNT);
  });
});

describe('games', () => {
  it('has a game for every WLGAMES code of the catalogue, each symbol on every reel', () => {
    expect(WLGAMES_GAMES.map((entry) => entry.code)).toEqual(['lucky_lantern', 'jade_garden', 'neon_nights', 'fruit_fiesta']);
    for (const entry of WLGAMES_GAMES) {
      for (const strip of entry.strips) expect(new Set(strip)).toEqual(new Set(Object.keys(entry.paytable)));
    }
  });

  it('lays strips out without equal neighbours where the counts allow', () => {
    const strip = layOutStrip({ a: 3, b: 2, c: 2 });
    expect(strip).toHaveLength(7);
    expect(strip.some((symbol, index) => symbol === strip[index + 1])).toBe(false);
  });

  it('offers bets that split into whole minor units per line', () => {
    for (const currency of ['USD', 'PHP', 'CNY', 'MMK', 'MNT', 'IDR'] as const) {
      const levels = betLevels(currency);
      expect(levels.every((bet) => bet % LINE_COUNT === 0)).toBe(true);
      expect([...levels].sort((a, b) => a - b)).toEqual(levels);
    }
    expect(betLevels('PHP')[0]).toBe(100);
  });

  it('keeps a game without a given symbol from paying it', () => {
    const tiny: SlotGame = { ...game, paytable: { lantern: [1, 2, 3] } };
    expect(evaluateLine(tiny, ['koi', 'koi', 'koi', 'koi', 'koi']).multiplier).toBe(0);
  });
});
