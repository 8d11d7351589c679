import { type FairBetParams, type FairOutcome, PLAYER_SEEDED_GAMES } from '@wl/contract';
import { draw, type FairStream, fairStream, sha256Hex } from './fair-stream';

/** The games whose rounds the browser recomputes: those played on the player's own seed pair. */
export type PlayerSeededParams = Extract<FairBetParams, { game: (typeof PLAYER_SEEDED_GAMES)[number] }>;
export type PlayerSeededOutcome = Extract<FairOutcome, { game: PlayerSeededParams['game'] }>;

export const isPlayerSeeded = (params: FairBetParams): params is PlayerSeededParams =>
  (PLAYER_SEEDED_GAMES as readonly string[]).includes(params.game);

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const cells = (list: number[]) => list.reduce((mask, cell) => mask | (1 << cell), 0);
const ROWS = range(5).map((row) => cells(range(5).map((column) => row * 5 + column)));
const COLUMNS = range(5).map((column) => cells(range(5).map((row) => row * 5 + column)));
const DIAGONALS = [cells(range(5).map((i) => i * 6)), cells(range(5).map((i) => i * 4 + 4))];
const LINES = [...ROWS, ...COLUMNS, ...DIAGONALS];
const CORNERS = cells([0, 4, 20, 24]);
const X = DIAGONALS[0]! | DIAGONALS[1]!;
const FRAME = cells(range(25).filter((cell) => cell < 5 || cell >= 20 || cell % 5 === 0 || cell % 5 === 4));
const FREE_CELL = 12;

/** The best pattern the marked cells complete, by the pay table of docs/provably-fair.md (highest first). */
export function bingoPattern(marked: readonly number[]): string {
  const mask = cells([...marked]);
  const has = (pattern: number) => (mask & pattern) === pattern;
  const lines = LINES.filter(has).length;
  if (has(FRAME)) return 'frame';
  if (lines >= 3) return 'three_lines';
  if (has(X)) return 'x';
  if (lines === 2) return 'two_lines';
  if (has(CORNERS)) return 'four_corners';
  return lines === 1 ? 'line' : 'none';
}

async function outcomeOf(stream: FairStream, params: PlayerSeededParams): Promise<PlayerSeededOutcome> {
  switch (params.game) {
    case 'dice': {
      const roll = await stream.int(10_000);
      return { game: 'dice', roll, won: params.direction === 'under' ? roll < params.target : roll > params.target };
    }
    case 'mines': {
      const mines = (await draw(stream, 25, params.mines)).sort((a, b) => a - b);
      const firstMine = params.picks.findIndex((tile) => mines.includes(tile));
      const revealed = firstMine === -1 ? [...params.picks] : params.picks.slice(0, firstMine + 1);
      return { game: 'mines', mines, revealed, hit_mine: firstMine !== -1, safe: firstMine === -1 ? revealed.length : firstMine };
    }
    case 'plinko': {
      const path: number[] = [];
      for (let row = 0; row < params.rows; row++) path.push(await stream.int(2));
      return { game: 'plinko', path, bin: path.reduce((sum, step) => sum + step, 0) };
    }
    case 'keno': {
      const drawn = (await draw(stream, 40, 10)).map((index) => index + 1);
      const hits = params.numbers.filter((number) => drawn.includes(number)).sort((a, b) => a - b);
      return { game: 'keno', drawn, hits };
    }
    case 'bingo': {
      const card = new Array<number>(25).fill(0);
      for (let column = 0; column < 5; column++) {
        const rows = column === 2 ? [0, 1, 3, 4] : [0, 1, 2, 3, 4];
        const numbers = await draw(stream, 15, rows.length);
        rows.forEach((row, i) => {
          card[row * 5 + column] = column * 15 + numbers[i]! + 1;
        });
      }
      const drawn = (await draw(stream, 75, 35)).map((index) => index + 1);
      const marked = range(25).filter((cell) => cell === FREE_CELL || drawn.includes(card[cell]!));
      return { game: 'bingo', card, drawn, marked, pattern: bingoPattern(marked) };
    }
  }
}

export interface BrowserRound {
  /** SHA-256 of the server seed, hex */
  serverSeedHash: string;
  /** HMAC-SHA256(server seed, `${clientSeed}:${nonce}`), hex */
  roundHash: string;
  outcome: PlayerSeededOutcome;
}

/** A player's round recomputed in the browser from its seeds, nonce and the bet's parameters. */
export async function recomputeInBrowser(round: {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params: PlayerSeededParams;
}): Promise<BrowserRound> {
  const stream = await fairStream(round.serverSeed, `${round.clientSeed}:${round.nonce}`);
  const [serverSeedHash, outcome] = await Promise.all([sha256Hex(round.serverSeed), outcomeOf(stream, round.params)]);
  return { serverSeedHash, roundHash: stream.firstBlock, outcome };
}

/** Whether two outcomes say the same, field by field. */
export function sameOutcome(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameOutcome(item, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => sameOutcome((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
    );
  }
  return a === b;
}
