import type { CallResponse, Prize } from '@wl/contract/lite';
import { fakeServer } from '@/shared/testing/fake-server';

type Play = CallResponse<'miniGameLog'>['value'][number];

const token = (amount: number): Prize => ({ label: `${amount} Tokens`, type: 'token', amount });
const cash = (amount: number): Prize => ({ label: `₱${amount}`, type: 'cash', amount });
const nothing: Prize = { label: 'Try again', type: 'none', amount: 0 };

export const LUCKY_WHEEL = {
  game_id: 1,
  code: 'lucky-wheel',
  name: 'Lucky Wheel',
  cost_token: 10,
  prizes: [nothing, token(5), cash(1), token(10)],
};
export const TREASURE_BOX = {
  game_id: 2,
  code: 'treasure-box',
  name: 'Treasure Box',
  cost_token: 20,
  prizes: [nothing, cash(3)],
};

export const play = (play_id: number, extra: Partial<Play> = {}): Play => ({
  play_id,
  game_id: 1,
  game_name: 'Lucky Wheel',
  cost_token: 10,
  prize: token(5),
  status: 'settled',
  created_at: new Date(Date.UTC(2026, 2, 1, 12, play_id)).toISOString(),
  settled_at: null,
  ...extra,
});

export interface MiniGameServerOptions {
  tokens?: number;
  log?: Play[];
  /** the prize index every bet draws */
  draw?: number;
  /** answers of a call path that replace the working one */
  override?: Record<string, object>;
}

/**
 * A small stateful mini game server: a bet freezes the cost and adds a pending play, a claim
 * settles the game's pending plays and pays their prizes, as the real server does.
 */
export function miniGameServer({ tokens = 40, log = [], draw = 1, override = {} }: MiniGameServerOptions = {}) {
  const games = [LUCKY_WHEEL, TREASURE_BOX];
  const state = { tokens, frozen: 0, balance: 100, log: [...log] };
  const wallet = () => ({ token_balance: state.tokens, frozen_token: state.frozen });
  return fakeServer({
    '/api/mini_game/mini_game_list': { statusCode: 1, value: games },
    '/api/mini_game/mini_game_wallet': () => ({ statusCode: 1, value: [wallet()] }),
    '/api/mini_game/mini_game_log': () => ({ statusCode: 1, value: state.log }),
    '/api/mini_game/mini_game_bet': (body) => {
      const game = games.find((entry) => entry.game_id === body.game_id)!;
      if (state.tokens < game.cost_token) return { statusCode: 402, message: 'insufficientTokens' };
      state.tokens -= game.cost_token;
      state.frozen += game.cost_token;
      const prize = game.prizes[draw]!;
      const id = state.log.length + 100;
      state.log = [
        play(id, { game_id: game.game_id, game_name: game.name, cost_token: game.cost_token, prize, status: 'pending' }),
        ...state.log,
      ];
      return { statusCode: 1, value: [{ play_id: id, prize_index: draw, prize, ...wallet() }] };
    },
    '/api/mini_game/mini_game_reward': (body) => {
      const pending = state.log.filter((entry) => entry.game_id === body.game_id && entry.status === 'pending');
      if (pending.length === 0) return { statusCode: 409, message: 'nothingToClaim' };
      for (const entry of pending) {
        state.frozen -= entry.cost_token;
        if (entry.prize.type === 'token') state.tokens += entry.prize.amount;
        if (entry.prize.type === 'cash') state.balance += entry.prize.amount;
      }
      state.log = state.log.map((entry) => (pending.includes(entry) ? { ...entry, status: 'settled' as const } : entry));
      return {
        statusCode: 1,
        value: [
          {
            settled: pending.map((entry) => ({ play_id: entry.play_id, prize: entry.prize })),
            game_balance: state.balance,
            ...wallet(),
          },
        ],
      };
    },
    ...override,
  });
}
