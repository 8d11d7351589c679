import fp from 'fastify-plugin';
import { registerCall } from '../../http/register-call.js';
import { createMiniGameService } from './service.js';

/** Mini games: bets in tokens (frozen, then drawn), rewards, the token wallet and the log. */
export const miniGamePlugin = fp(
  async (app) => {
    const miniGames = createMiniGameService(app.db);

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
  },
  { name: 'minigame', dependencies: ['core', 'site', 'sessions'] },
);
