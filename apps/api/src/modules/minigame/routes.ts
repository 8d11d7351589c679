import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.js';

export function miniGameRoutes(app: FastifyInstance): void {
  const { miniGames } = app.services;

  registerCall(app, 'miniGameList', async (_body, { site }) => ({ value: await miniGames.list(site) }));
  registerCall(app, 'miniGameBet', async (body, { site, player }) => ({
    value: [await miniGames.bet(site, player, body.game_id)],
  }));
  registerCall(app, 'miniGameReward', async (body, { site, player }) => ({
    value: [await miniGames.reward(site, player, body.game_id)],
  }));
  registerCall(app, 'miniGameWallet', async (_body, { player }) => ({ value: [await miniGames.wallet(player)] }));
  registerCall(app, 'miniGameLog', async (_body, { site, player }) => ({ value: await miniGames.log(site, player) }));
  registerCall(app, 'miniGameGamify', async (_body, { site }) => ({ value: [{ status: await miniGames.gamify(site) }] }));
}
