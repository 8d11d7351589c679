import type { z } from 'zod';
import * as auth from './auth.js';
// Back-office calls only: the games and providers screens' shapes.
import * as catalogueAdmin from './catalogue-admin.js';
import * as engagement from './engagement.js';
// Back-office calls only: the promotions and rewards screens' shapes.
import * as engagementAdmin from './engagement-admin.js';
import * as fairGames from './fair-games.js';
import * as games from './games.js';
import * as minigame from './minigame.js';
import * as protection from './protection.js';
// Back-office calls only (the player's call is in wallet.ts); exported for the server's types.
import * as receivingAccounts from './receiving-accounts.js';
import * as report from './report.js';
import * as settings from './settings.js';
import * as sharedRounds from './shared-rounds.js';
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
  ...fairGames.fairGamesCalls,
  ...sharedRounds.sharedRoundsCalls,
};

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type CallRequest<N extends CallName> = z.input<Calls[N]['request']>;
export type CallResponse<N extends CallName> = z.infer<Calls[N]['response']>;

export {
  auth,
  catalogueAdmin,
  engagement,
  engagementAdmin,
  fairGames,
  games,
  minigame,
  protection,
  receivingAccounts,
  report,
  settings,
  sharedRounds,
  site,
  wallet,
};
