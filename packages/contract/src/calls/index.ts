import type { z } from 'zod';
import * as auth from './auth.js';
import * as engagement from './engagement.js';
import * as games from './games.js';
import * as minigame from './minigame.js';
import * as protection from './protection.js';
import * as report from './report.js';
import * as settings from './settings.js';
import * as site from './site.js';
import * as wallet from './wallet.js';

/**
 * Every call of the player's app, collected from the area files, where each call is defined once.
 * The order is that of docs/api.md.
 */
export const calls = {
  ...auth.authCalls,
  ...site.siteCalls,
  ...games.gameCalls,
  ...report.reportCalls,
  ...minigame.miniGameCalls,
  ...settings.settingsCalls,
  ...wallet.walletCalls,
  ...protection.protectionCalls,
  ...engagement.engagementCalls,
};

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type CallRequest<N extends CallName> = z.input<Calls[N]['request']>;
export type CallResponse<N extends CallName> = z.infer<Calls[N]['response']>;

export { auth, engagement, games, minigame, protection, report, settings, site, wallet };
