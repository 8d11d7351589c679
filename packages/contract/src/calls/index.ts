import type { z } from 'zod';
import type { FailureKey } from '../envelope.js';
import * as auth from './auth.js';
import * as games from './games.js';
import * as minigame from './minigame.js';
import * as report from './report.js';
import * as settings from './settings.js';
import * as site from './site.js';

/**
 * What the client reports when a call never got an answer (spec section 8): auth calls -500,
 * balance, favourites, wallet, site info and SEO -503, settings 0 "disconnect".
 */
export type NetworkFailure = 'internalServerError' | 'serviceUnavailable' | 'disconnect';

export type Access = 'public' | 'player';

export interface CallDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType, A extends Access = Access> {
  path: string;
  summary: string;
  tag: 'auth' | 'site' | 'games' | 'report' | 'minigame' | 'settings';
  /** player calls carry auth + account_id and need a live session */
  access: A;
  request: Req;
  response: Res;
  onNetworkFailure: NetworkFailure;
  /** failures of this call beyond those every call of its access can give (see callFailures) */
  failures: readonly FailureKey[];
}

function call<Req extends z.ZodType, Res extends z.ZodType, A extends Access>(definition: CallDefinition<Req, Res, A>) {
  return definition;
}

export const calls = {
  login: call({
    path: '/api/auth/login',
    summary: 'Log in with account id and password',
    tag: 'auth',
    access: 'public',
    request: auth.loginRequest,
    response: auth.loginResponse,
    onNetworkFailure: 'internalServerError',
    failures: ['invalidCredentials', 'accountNotVerified', 'accountBlocked', 'accountClosed'],
  }),
  getBalance: call({
    path: '/api/auth/get_balance',
    summary: 'Wallet balance and tokens',
    tag: 'auth',
    access: 'player',
    request: auth.getBalanceRequest,
    response: auth.getBalanceResponse,
    onNetworkFailure: 'serviceUnavailable',
    failures: [],
  }),
  forgotPassword: call({
    path: '/api/auth/forgot_password',
    summary: 'Send a reset TAC when account id and phone match',
    tag: 'auth',
    access: 'public',
    request: auth.forgotPasswordRequest,
    response: auth.forgotPasswordResponse,
    onNetworkFailure: 'internalServerError',
    failures: [],
  }),
  resetPassword: call({
    path: '/api/auth/reset_password',
    summary: 'Set a new password with the reset TAC',
    tag: 'auth',
    access: 'public',
    request: auth.resetPasswordRequest,
    response: auth.resetPasswordResponse,
    onNetworkFailure: 'internalServerError',
    failures: ['invalidTac', 'tacExpired', 'tacLocked'],
  }),
  signup: call({
    path: '/api/auth/signup',
    summary: 'Register an account; a TAC is sent to the phone',
    tag: 'auth',
    access: 'public',
    request: auth.signupRequest,
    response: auth.signupResponse,
    onNetworkFailure: 'internalServerError',
    failures: ['accountExists'],
  }),
  tacVerify: call({
    path: '/api/auth/tac/verify',
    summary: 'Verify a new account with its TAC; logs the player in',
    tag: 'auth',
    access: 'public',
    request: auth.tacVerifyRequest,
    response: auth.tacVerifyResponse,
    onNetworkFailure: 'internalServerError',
    failures: ['invalidTac', 'tacExpired', 'tacLocked', 'accountAlreadyVerified'],
  }),
  tacRequestNewRegister: call({
    path: '/api/auth/tac/request_new_register',
    summary: 'Send a new registration TAC',
    tag: 'auth',
    access: 'public',
    request: auth.tacRequestNewRegisterRequest,
    response: auth.tacRequestNewRegisterResponse,
    onNetworkFailure: 'internalServerError',
    failures: ['accountNotFound', 'accountAlreadyVerified'],
  }),
  tacRequestLogin: call({
    path: '/api/auth/tac/request_login',
    summary: 'Send a login TAC',
    tag: 'auth',
    access: 'public',
    request: auth.tacRequestLoginRequest,
    response: auth.tacRequestLoginResponse,
    onNetworkFailure: 'internalServerError',
    failures: [],
  }),
  loginTac: call({
    path: '/api/auth/login_tac',
    summary: 'Log in with a TAC',
    tag: 'auth',
    access: 'public',
    request: auth.loginTacRequest,
    response: auth.loginTacResponse,
    onNetworkFailure: 'internalServerError',
    failures: ['invalidTac', 'tacExpired', 'tacLocked', 'accountNotVerified', 'accountBlocked', 'accountClosed'],
  }),
  updatePassword: call({
    path: '/api/auth/update_password',
    summary: 'Change the password (old one checked); ends other sessions',
    tag: 'auth',
    access: 'player',
    request: auth.updatePasswordRequest,
    response: auth.updatePasswordResponse,
    onNetworkFailure: 'internalServerError',
    failures: ['invalidCredentials'],
  }),
  vip: call({
    path: '/api/auth/vip',
    summary: 'VIP level and progress',
    tag: 'auth',
    access: 'player',
    request: auth.vipRequest,
    response: auth.vipResponse,
    onNetworkFailure: 'internalServerError',
    failures: [],
  }),
  logout: call({
    path: '/api/auth/logout',
    summary: 'End this session, or every session of the player',
    tag: 'auth',
    access: 'player',
    request: auth.logoutRequest,
    response: auth.logoutResponse,
    onNetworkFailure: 'internalServerError',
    failures: [],
  }),
  sessions: call({
    path: '/api/auth/sessions',
    summary: 'The live sessions of the player (security page)',
    tag: 'auth',
    access: 'player',
    request: auth.sessionsRequest,
    response: auth.sessionsResponse,
    onNetworkFailure: 'internalServerError',
    failures: [],
  }),
  startup: call({
    path: '/api/startup',
    summary: 'Site, template, content and maintenance for a host name',
    tag: 'site',
    access: 'public',
    request: site.startupRequest,
    response: site.startupResponse,
    onNetworkFailure: 'internalServerError',
    failures: [],
  }),
  getHotGames: call({
    path: '/api/product/get_hot_games',
    summary: 'The site hot games, optionally of one category',
    tag: 'site',
    access: 'public',
    request: site.getHotGamesRequest,
    response: site.getHotGamesResponse,
    onNetworkFailure: 'serviceUnavailable',
    failures: [],
  }),
  seo: call({
    path: '/api/seo',
    summary: 'The SEO record of a page',
    tag: 'site',
    access: 'public',
    request: site.seoRequest,
    response: site.seoResponse,
    onNetworkFailure: 'serviceUnavailable',
    failures: [],
  }),
  favList: call({
    path: '/api/home/fav_list',
    summary: 'The player favourite games',
    tag: 'site',
    access: 'player',
    request: site.favListRequest,
    response: site.favListResponse,
    onNetworkFailure: 'serviceUnavailable',
    failures: [],
  }),
  gameList: call({
    path: '/api/product/game_list',
    summary: 'A lobby: the games of one category (or the hot list), by provider and name, one page',
    tag: 'games',
    access: 'public',
    request: games.gameListRequest,
    response: games.gameListResponse,
    onNetworkFailure: 'serviceUnavailable',
    failures: [],
  }),
  homeGames: call({
    path: '/api/product/home_games',
    summary: 'The home lists: hot, featured, popular, new and the popup list',
    tag: 'games',
    access: 'public',
    request: games.homeGamesRequest,
    response: games.homeGamesResponse,
    onNetworkFailure: 'serviceUnavailable',
    failures: [],
  }),
  favAdd: call({
    path: '/api/home/fav_add',
    summary: 'Add a game to the favourites; answers the new list',
    tag: 'games',
    access: 'player',
    request: games.favAddRequest,
    response: games.favAddResponse,
    onNetworkFailure: 'serviceUnavailable',
    failures: ['gameNotFound', 'favouritesFull'],
  }),
  favRemove: call({
    path: '/api/home/fav_remove',
    summary: 'Remove a game from the favourites; answers the new list',
    tag: 'games',
    access: 'player',
    request: games.favRemoveRequest,
    response: games.favRemoveResponse,
    onNetworkFailure: 'serviceUnavailable',
    failures: [],
  }),
  launchGame: call({
    path: '/api/product/launch_game',
    summary: "Open a game for the player's session; answers the URL for the /playnow frame",
    tag: 'games',
    access: 'player',
    request: games.launchGameRequest,
    response: games.launchGameResponse,
    onNetworkFailure: 'serviceUnavailable',
    failures: ['gameNotFound', 'providerUnavailable'],
  }),
  betHistory: call({
    path: '/api/report/bet_history',
    summary: "The player's bets in a date range, newest first, one page, with totals",
    tag: 'report',
    access: 'player',
    request: report.betHistoryRequest,
    response: report.betHistoryResponse,
    onNetworkFailure: 'serviceUnavailable',
    failures: ['invalidDateRange'],
  }),
  leaderboard: call({
    path: '/api/report/leaderboard',
    summary: 'The biggest winners of the day, week or month',
    tag: 'report',
    access: 'public',
    request: report.leaderboardRequest,
    response: report.leaderboardResponse,
    onNetworkFailure: 'serviceUnavailable',
    failures: [],
  }),
  miniGameList: call({
    path: '/api/mini_game/mini_game_list',
    summary: 'Mini games of the site',
    tag: 'minigame',
    access: 'player',
    request: minigame.miniGameListRequest,
    response: minigame.miniGameListResponse,
    onNetworkFailure: 'serviceUnavailable',
    failures: [],
  }),
  miniGameBet: call({
    path: '/api/mini_game/mini_game_bet',
    summary: 'Spend tokens on a mini game round',
    tag: 'minigame',
    access: 'player',
    request: minigame.miniGameBetRequest,
    response: minigame.miniGameBetResponse,
    onNetworkFailure: 'serviceUnavailable',
    failures: ['gameNotFound', 'insufficientTokens'],
  }),
  miniGameReward: call({
    path: '/api/mini_game/mini_game_reward',
    summary: 'Settle pending rounds and credit their prizes',
    tag: 'minigame',
    access: 'player',
    request: minigame.miniGameRewardRequest,
    response: minigame.miniGameRewardResponse,
    onNetworkFailure: 'serviceUnavailable',
    failures: ['gameNotFound', 'nothingToClaim'],
  }),
  miniGameWallet: call({
    path: '/api/mini_game/mini_game_wallet',
    summary: 'Token wallet',
    tag: 'minigame',
    access: 'player',
    request: minigame.miniGameWalletRequest,
    response: minigame.miniGameWalletResponse,
    onNetworkFailure: 'serviceUnavailable',
    failures: [],
  }),
  miniGameLog: call({
    path: '/api/mini_game/mini_game_log',
    summary: 'Recent mini game rounds',
    tag: 'minigame',
    access: 'player',
    request: minigame.miniGameLogRequest,
    response: minigame.miniGameLogResponse,
    onNetworkFailure: 'serviceUnavailable',
    failures: [],
  }),
  miniGameGamify: call({
    path: '/api/mini_game/mini_game_gamify',
    summary: 'Whether the rewards icon shows',
    tag: 'minigame',
    access: 'player',
    request: minigame.miniGameGamifyRequest,
    response: minigame.miniGameGamifyResponse,
    onNetworkFailure: 'serviceUnavailable',
    failures: [],
  }),
  profileUpdate: call({
    path: '/api/settings/profile_update',
    summary: 'Change full name and email',
    tag: 'settings',
    access: 'player',
    request: settings.profileUpdateRequest,
    response: settings.profileUpdateResponse,
    onNetworkFailure: 'disconnect',
    failures: [],
  }),
  socialAccount: call({
    path: '/api/settings/social_account',
    summary: 'The site social accounts',
    tag: 'settings',
    access: 'public',
    request: settings.socialAccountRequest,
    response: settings.socialAccountResponse,
    onNetworkFailure: 'disconnect',
    failures: [],
  }),
  top10WinnerWithdrawal: call({
    path: '/api/settings/top10winner_withdrawal',
    summary: 'Top winners, withdrawals and player counters',
    tag: 'settings',
    access: 'public',
    request: settings.top10Request,
    response: settings.top10Response,
    onNetworkFailure: 'disconnect',
    failures: [],
  }),
  siteInfoDetail: call({
    path: '/api/settings/siteinfodetail',
    summary: 'CMS bodies and their status flags',
    tag: 'settings',
    access: 'public',
    request: settings.siteInfoDetailRequest,
    response: settings.siteInfoDetailResponse,
    onNetworkFailure: 'serviceUnavailable',
    failures: [],
  }),
  getInbox: call({
    path: '/api/settings/get_inbox',
    summary: 'The player inbox',
    tag: 'settings',
    access: 'player',
    request: settings.getInboxRequest,
    response: settings.getInboxResponse,
    onNetworkFailure: 'disconnect',
    failures: [],
  }),
  claimInbox: call({
    path: '/api/settings/claim_inbox',
    summary: 'Claim an inbox reward once',
    tag: 'settings',
    access: 'player',
    request: settings.claimInboxRequest,
    response: settings.claimInboxResponse,
    onNetworkFailure: 'disconnect',
    failures: ['inboxNotFound', 'nothingToClaim', 'alreadyClaimed', 'inboxExpired'],
  }),
  getProfile: call({
    path: '/api/settings/get_profile',
    summary: 'The account details of the player (phone masked)',
    tag: 'settings',
    access: 'player',
    request: settings.getProfileRequest,
    response: settings.getProfileResponse,
    onNetworkFailure: 'disconnect',
    failures: [],
  }),
  readInbox: call({
    path: '/api/settings/read_inbox',
    summary: 'Mark an inbox item read',
    tag: 'settings',
    access: 'player',
    request: settings.readInboxRequest,
    response: settings.readInboxResponse,
    onNetworkFailure: 'disconnect',
    failures: ['inboxNotFound'],
  }),
  checkStatus: call({
    path: '/api/settings/check_status',
    summary: 'Whether the account is still active',
    tag: 'settings',
    access: 'player',
    request: settings.checkStatusRequest,
    response: settings.checkStatusResponse,
    onNetworkFailure: 'disconnect',
    failures: [],
  }),
  getAnalytics: call({
    path: '/api/settings/get_analytics',
    summary: 'Analytics scripts for head and body',
    tag: 'settings',
    access: 'public',
    request: settings.getAnalyticsRequest,
    response: settings.getAnalyticsResponse,
    onNetworkFailure: 'disconnect',
    failures: [],
  }),
  adsVisit: call({
    path: '/api/settings/adsvisit',
    summary: 'Record an ad visit (fbp, appsflyer_id)',
    tag: 'settings',
    access: 'public',
    request: settings.adsVisitRequest,
    response: settings.adsVisitResponse,
    onNetworkFailure: 'disconnect',
    failures: [],
  }),
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type CallRequest<N extends CallName> = z.input<Calls[N]['request']>;
export type CallResponse<N extends CallName> = z.infer<Calls[N]['response']>;

export { auth, games, minigame, report, settings, site };

/** Failures any call can give at the edge, whatever its body. */
export const EDGE_FAILURES: readonly FailureKey[] = [
  'invalidJson',
  'validationFailed',
  'payloadTooLarge',
  'tooManyRequests',
  'internalServerError',
  'serviceUnavailable',
];

/** Every failure key a call can answer with: the edge ones, those of its access, and its own. */
export function callFailures(definition: CallDefinition): FailureKey[] {
  const access: FailureKey[] =
    definition.access === 'player'
      ? ['sessionExpired', 'BLOCK', 'CLOSE']
      : [
          'siteNotFound',
          ...(hasExternalId(definition) ? (['siteMismatch'] as const) : []),
          ...(definition.tag === 'auth' ? (['siteInactive'] as const) : []),
        ];
  return [...new Set([...EDGE_FAILURES, ...access, ...definition.failures])];
}

function hasExternalId(definition: CallDefinition): boolean {
  const shape = (definition.request as unknown as { shape?: Record<string, unknown> }).shape;
  return Boolean(shape && 'external_id' in shape);
}
