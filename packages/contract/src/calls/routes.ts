/**
 * Where each call of the contract is sent, who may make it, and what the client reports when it
 * never got an answer (spec sections 7 and 8). The schemas and the documentation of the calls are
 * in calls/index.ts; this table is apart and free of zod so that the browser can send a call
 * before it has loaded any schema (its initial bundle stays small, DESIGN.md §6).
 */

/**
 * What the client reports when a call never got an answer (spec section 8): auth calls -500,
 * balance, favourites, wallet, site info and SEO -503, settings 0 "disconnect".
 */
export type NetworkFailure = 'internalServerError' | 'serviceUnavailable' | 'disconnect';

export type Access = 'public' | 'player';

export interface CallRoute {
  path: string;
  /** player calls carry auth + account_id and need a live session */
  access: Access;
  onNetworkFailure: NetworkFailure;
}

export const CALL_ROUTES = {
  login: { path: '/api/auth/login', access: 'public', onNetworkFailure: 'internalServerError' },
  getBalance: { path: '/api/auth/get_balance', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  forgotPassword: { path: '/api/auth/forgot_password', access: 'public', onNetworkFailure: 'internalServerError' },
  resetPassword: { path: '/api/auth/reset_password', access: 'public', onNetworkFailure: 'internalServerError' },
  signup: { path: '/api/auth/signup', access: 'public', onNetworkFailure: 'internalServerError' },
  tacVerify: { path: '/api/auth/tac/verify', access: 'public', onNetworkFailure: 'internalServerError' },
  tacRequestNewRegister: {
    path: '/api/auth/tac/request_new_register',
    access: 'public',
    onNetworkFailure: 'internalServerError',
  },
  tacRequestLogin: { path: '/api/auth/tac/request_login', access: 'public', onNetworkFailure: 'internalServerError' },
  loginTac: { path: '/api/auth/login_tac', access: 'public', onNetworkFailure: 'internalServerError' },
  updatePassword: { path: '/api/auth/update_password', access: 'player', onNetworkFailure: 'internalServerError' },
  vip: { path: '/api/auth/vip', access: 'player', onNetworkFailure: 'internalServerError' },
  logout: { path: '/api/auth/logout', access: 'player', onNetworkFailure: 'internalServerError' },
  sessions: { path: '/api/auth/sessions', access: 'player', onNetworkFailure: 'internalServerError' },
  startup: { path: '/api/startup', access: 'public', onNetworkFailure: 'internalServerError' },
  getHotGames: { path: '/api/product/get_hot_games', access: 'public', onNetworkFailure: 'serviceUnavailable' },
  seo: { path: '/api/seo', access: 'public', onNetworkFailure: 'serviceUnavailable' },
  favList: { path: '/api/home/fav_list', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  gameList: { path: '/api/product/game_list', access: 'public', onNetworkFailure: 'serviceUnavailable' },
  homeGames: { path: '/api/product/home_games', access: 'public', onNetworkFailure: 'serviceUnavailable' },
  favAdd: { path: '/api/home/fav_add', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  favRemove: { path: '/api/home/fav_remove', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  launchGame: { path: '/api/product/launch_game', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  betHistory: { path: '/api/report/bet_history', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  leaderboard: { path: '/api/report/leaderboard', access: 'public', onNetworkFailure: 'serviceUnavailable' },
  miniGameList: { path: '/api/mini_game/mini_game_list', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  miniGameBet: { path: '/api/mini_game/mini_game_bet', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  miniGameReward: { path: '/api/mini_game/mini_game_reward', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  miniGameWallet: { path: '/api/mini_game/mini_game_wallet', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  miniGameLog: { path: '/api/mini_game/mini_game_log', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  miniGameGamify: { path: '/api/mini_game/mini_game_gamify', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  profileUpdate: { path: '/api/settings/profile_update', access: 'player', onNetworkFailure: 'disconnect' },
  socialAccount: { path: '/api/settings/social_account', access: 'public', onNetworkFailure: 'disconnect' },
  top10WinnerWithdrawal: { path: '/api/settings/top10winner_withdrawal', access: 'public', onNetworkFailure: 'disconnect' },
  siteInfoDetail: { path: '/api/settings/siteinfodetail', access: 'public', onNetworkFailure: 'serviceUnavailable' },
  getInbox: { path: '/api/settings/get_inbox', access: 'player', onNetworkFailure: 'disconnect' },
  claimInbox: { path: '/api/settings/claim_inbox', access: 'player', onNetworkFailure: 'disconnect' },
  getProfile: { path: '/api/settings/get_profile', access: 'player', onNetworkFailure: 'disconnect' },
  readInbox: { path: '/api/settings/read_inbox', access: 'player', onNetworkFailure: 'disconnect' },
  checkStatus: { path: '/api/settings/check_status', access: 'player', onNetworkFailure: 'disconnect' },
  getAnalytics: { path: '/api/settings/get_analytics', access: 'public', onNetworkFailure: 'disconnect' },
  adsVisit: { path: '/api/settings/adsvisit', access: 'public', onNetworkFailure: 'disconnect' },
  bankAccountList: { path: '/api/wallet/bank_account_list', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  bankAccountAdd: { path: '/api/wallet/bank_account_add', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  bankAccountRemove: { path: '/api/wallet/bank_account_remove', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  deposit: { path: '/api/wallet/deposit', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  withdrawal: { path: '/api/wallet/withdrawal', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  cancelRequest: { path: '/api/wallet/cancel_request', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  transactionHistory: { path: '/api/wallet/transaction_history', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  statement: { path: '/api/wallet/statement', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  walletLimits: { path: '/api/wallet/limits', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  accountSummary: { path: '/api/wallet/account_summary', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  protectionGet: { path: '/api/protection/get', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  depositLimitSet: { path: '/api/protection/deposit_limit', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  realityCheckSet: { path: '/api/protection/reality_check', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  sessionSummary: { path: '/api/protection/session_summary', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  timeOut: { path: '/api/protection/time_out', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  selfExclude: { path: '/api/protection/self_exclude', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  promotionList: { path: '/api/promotion/list', access: 'public', onNetworkFailure: 'serviceUnavailable' },
  promotionDetail: { path: '/api/promotion/detail', access: 'public', onNetworkFailure: 'serviceUnavailable' },
  promotionClaim: { path: '/api/promotion/claim', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  myPromotions: { path: '/api/promotion/mine', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  bonusForfeit: { path: '/api/promotion/forfeit_bonus', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  referralInfo: { path: '/api/referral/info', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  missionList: { path: '/api/mission/list', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  missionClaim: { path: '/api/mission/claim', access: 'player', onNetworkFailure: 'serviceUnavailable' },
  newsList: { path: '/api/news/list', access: 'public', onNetworkFailure: 'serviceUnavailable' },
  newsDetail: { path: '/api/news/detail', access: 'public', onNetworkFailure: 'serviceUnavailable' },
} as const satisfies Record<string, CallRoute>;

export type RoutedCall = keyof typeof CALL_ROUTES;

/**
 * The id of the JSON data block in which the server writes the site's startup answer into the
 * page, so the browser starts without waiting for that call.
 */
export const STARTUP_ANSWER_ELEMENT_ID = 'startup-answer';
/** The branded loading screen the server writes into the page of a site with show_preloader; the app takes it away once it shows. */
export const PAGE_PRELOADER_ELEMENT_ID = 'page-preloader';
