import { z } from 'zod';
import { ok } from '../envelope.js';
import { SERIAL_ID_MAX } from '../fields.js';
import { amount, isoDateTime, playerBody } from './common.js';
import type { SiteCallDefinition } from './definition.js';

export const prizeSchema = z.object({
  label: z.string(),
  type: z.enum(['none', 'token', 'cash']),
  amount,
});
export type Prize = z.infer<typeof prizeSchema>;

export const miniGameSchema = z.object({
  game_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  cost_token: amount,
  prizes: z.array(prizeSchema),
});

export const tokenWalletSchema = z.object({ frozen_token: amount, token_balance: amount });

const gameBody = playerBody.extend({
  game_id: z.coerce.number().int().positive('invalidGame').max(SERIAL_ID_MAX, 'invalidGame'),
});

export const miniGameListRequest = playerBody;
export const miniGameListResponse = ok({ value: z.array(miniGameSchema) });

/** A bet freezes the cost and draws the prize; the reward call settles it. */
export const miniGameBetRequest = gameBody;
export const miniGameBetResponse = ok({
  value: z.array(
    z.object({ play_id: z.number().int(), prize_index: z.number().int(), prize: prizeSchema, ...tokenWalletSchema.shape }),
  ),
});

export const miniGameRewardRequest = gameBody;
export const miniGameRewardResponse = ok({
  value: z.array(
    z.object({
      settled: z.array(z.object({ play_id: z.number().int(), prize: prizeSchema })),
      game_balance: amount,
      ...tokenWalletSchema.shape,
    }),
  ),
});

export const miniGameWalletRequest = playerBody;
export const miniGameWalletResponse = ok({ value: z.array(tokenWalletSchema).length(1) });

export const miniGameLogRequest = playerBody;
export const miniGameLogResponse = ok({
  value: z.array(
    z.object({
      play_id: z.number().int(),
      game_id: z.number().int(),
      game_name: z.string(),
      cost_token: amount,
      prize: prizeSchema,
      status: z.enum(['pending', 'settled']),
      created_at: isoDateTime,
      settled_at: isoDateTime.nullable(),
    }),
  ),
});

export const miniGameGamifyRequest = playerBody;
export const miniGameGamifyResponse = ok({ value: z.array(z.object({ status: z.boolean() })).length(1) });

/** The mini game calls. */
export const miniGameCalls = {
  miniGameList: {
    path: '/api/mini_game/mini_game_list',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Mini games of the site',
    tag: 'minigame',
    request: miniGameListRequest,
    response: miniGameListResponse,
    failures: [],
  },
  miniGameBet: {
    path: '/api/mini_game/mini_game_bet',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Spend tokens on a mini game round',
    tag: 'minigame',
    request: miniGameBetRequest,
    response: miniGameBetResponse,
    failures: ['gameNotFound', 'insufficientTokens'],
  },
  miniGameReward: {
    path: '/api/mini_game/mini_game_reward',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Settle pending rounds and credit their prizes',
    tag: 'minigame',
    request: miniGameRewardRequest,
    response: miniGameRewardResponse,
    failures: ['gameNotFound', 'nothingToClaim'],
  },
  miniGameWallet: {
    path: '/api/mini_game/mini_game_wallet',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Token wallet',
    tag: 'minigame',
    request: miniGameWalletRequest,
    response: miniGameWalletResponse,
    failures: [],
  },
  miniGameLog: {
    path: '/api/mini_game/mini_game_log',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Recent mini game rounds',
    tag: 'minigame',
    request: miniGameLogRequest,
    response: miniGameLogResponse,
    failures: [],
  },
  miniGameGamify: {
    path: '/api/mini_game/mini_game_gamify',
    access: 'player',
    onNetworkFailure: 'serviceUnavailable',
    summary: 'Whether the rewards icon shows',
    tag: 'minigame',
    request: miniGameGamifyRequest,
    response: miniGameGamifyResponse,
    failures: [],
  },
} as const satisfies Record<string, SiteCallDefinition>;
