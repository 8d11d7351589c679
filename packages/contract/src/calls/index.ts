import type { z } from 'zod';
import type { FailureKey } from '../status.js';
import * as auth from './auth.js';
import * as engagement from './engagement.js';
import * as games from './games.js';
import * as minigame from './minigame.js';
import * as protection from './protection.js';
import * as report from './report.js';
import { type Access, CALL_ROUTES, type CallRoute, type RoutedCall } from './routes.js';
import * as settings from './settings.js';
import * as site from './site.js';
import * as wallet from './wallet.js';

/** The documentation and the schemas of one call; where it goes comes from CALL_ROUTES. */
export interface CallSchemas<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  summary: string;
  tag:
    | 'auth'
    | 'site'
    | 'games'
    | 'report'
    | 'minigame'
    | 'settings'
    | 'wallet'
    | 'protection'
    | 'promotions'
    | 'referral'
    | 'missions'
    | 'news';
  request: Req;
  response: Res;
  /** failures of this call beyond those every call of its access can give (see callFailures) */
  failures: readonly FailureKey[];
}

export interface CallDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType, A extends Access = Access>
  extends CallRoute,
    CallSchemas<Req, Res> {
  access: A;
}

function call<N extends RoutedCall, Req extends z.ZodType, Res extends z.ZodType>(name: N, schemas: CallSchemas<Req, Res>) {
  return { ...CALL_ROUTES[name], ...schemas };
}

export const calls = {
  login: call('login', {
    summary: 'Log in with account id and password',
    tag: 'auth',
    request: auth.loginRequest,
    response: auth.loginResponse,
    failures: [
      'invalidCredentials',
      'accountNotVerified',
      'accountBlocked',
      'accountClosed',
      'selfExcluded',
      'timedOut',
      'serverBusy',
    ],
  }),
  getBalance: call('getBalance', {
    summary: 'Wallet balance and tokens',
    tag: 'auth',
    request: auth.getBalanceRequest,
    response: auth.getBalanceResponse,
    failures: [],
  }),
  forgotPassword: call('forgotPassword', {
    summary: 'Send a reset TAC when account id and phone match',
    tag: 'auth',
    request: auth.forgotPasswordRequest,
    response: auth.forgotPasswordResponse,
    failures: [],
  }),
  resetPassword: call('resetPassword', {
    summary: 'Set a new password with the reset TAC',
    tag: 'auth',
    request: auth.resetPasswordRequest,
    response: auth.resetPasswordResponse,
    failures: ['invalidTac', 'tacExpired', 'tacLocked', 'serverBusy'],
  }),
  signup: call('signup', {
    summary: 'Register an account; a TAC is sent to the phone',
    tag: 'auth',
    request: auth.signupRequest,
    response: auth.signupResponse,
    failures: ['accountExists', 'serverBusy'],
  }),
  tacVerify: call('tacVerify', {
    summary: 'Verify a new account with its TAC; logs the player in',
    tag: 'auth',
    request: auth.tacVerifyRequest,
    response: auth.tacVerifyResponse,
    failures: ['invalidTac', 'tacExpired', 'tacLocked'],
  }),
  tacRequestNewRegister: call('tacRequestNewRegister', {
    summary: 'Send a new registration TAC',
    tag: 'auth',
    request: auth.tacRequestNewRegisterRequest,
    response: auth.tacRequestNewRegisterResponse,
    failures: [],
  }),
  tacRequestLogin: call('tacRequestLogin', {
    summary: 'Send a login TAC',
    tag: 'auth',
    request: auth.tacRequestLoginRequest,
    response: auth.tacRequestLoginResponse,
    failures: [],
  }),
  loginTac: call('loginTac', {
    summary: 'Log in with a TAC',
    tag: 'auth',
    request: auth.loginTacRequest,
    response: auth.loginTacResponse,
    failures: [
      'invalidTac',
      'tacExpired',
      'tacLocked',
      'accountNotVerified',
      'accountBlocked',
      'accountClosed',
      'selfExcluded',
      'timedOut',
    ],
  }),
  updatePassword: call('updatePassword', {
    summary: 'Change the password (old one checked); ends other sessions',
    tag: 'auth',
    request: auth.updatePasswordRequest,
    response: auth.updatePasswordResponse,
    failures: ['invalidCredentials', 'serverBusy'],
  }),
  vip: call('vip', {
    summary: 'VIP level and progress',
    tag: 'auth',
    request: auth.vipRequest,
    response: auth.vipResponse,
    failures: [],
  }),
  logout: call('logout', {
    summary: 'End this session, or every session of the player',
    tag: 'auth',
    request: auth.logoutRequest,
    response: auth.logoutResponse,
    failures: [],
  }),
  sessions: call('sessions', {
    summary: 'The live sessions of the player (security page)',
    tag: 'auth',
    request: auth.sessionsRequest,
    response: auth.sessionsResponse,
    failures: [],
  }),
  startup: call('startup', {
    summary: 'Site, template, content and maintenance for a host name',
    tag: 'site',
    request: site.startupRequest,
    response: site.startupResponse,
    failures: [],
  }),
  getHotGames: call('getHotGames', {
    summary: 'The site hot games, optionally of one category',
    tag: 'site',
    request: site.getHotGamesRequest,
    response: site.getHotGamesResponse,
    failures: [],
  }),
  seo: call('seo', {
    summary: 'The SEO record of a page',
    tag: 'site',
    request: site.seoRequest,
    response: site.seoResponse,
    failures: [],
  }),
  favList: call('favList', {
    summary: 'The player favourite games',
    tag: 'site',
    request: site.favListRequest,
    response: site.favListResponse,
    failures: [],
  }),
  gameList: call('gameList', {
    summary: 'A lobby: the games of one category (or the hot list), by provider and name, one page',
    tag: 'games',
    request: games.gameListRequest,
    response: games.gameListResponse,
    failures: [],
  }),
  homeGames: call('homeGames', {
    summary: 'The home lists: hot, featured, popular, new and the popup list',
    tag: 'games',
    request: games.homeGamesRequest,
    response: games.homeGamesResponse,
    failures: [],
  }),
  favAdd: call('favAdd', {
    summary: 'Add a game to the favourites; answers the new list',
    tag: 'games',
    request: games.favAddRequest,
    response: games.favAddResponse,
    failures: ['gameNotFound', 'favouritesFull'],
  }),
  favRemove: call('favRemove', {
    summary: 'Remove a game from the favourites; answers the new list',
    tag: 'games',
    request: games.favRemoveRequest,
    response: games.favRemoveResponse,
    failures: [],
  }),
  launchGame: call('launchGame', {
    summary: "Open a game for the player's session; answers the URL for the /playnow frame",
    tag: 'games',
    request: games.launchGameRequest,
    response: games.launchGameResponse,
    failures: ['gameNotFound', 'providerUnavailable'],
  }),
  betHistory: call('betHistory', {
    summary: "The player's bets in a date range, newest first, one page, with totals",
    tag: 'report',
    request: report.betHistoryRequest,
    response: report.betHistoryResponse,
    failures: ['invalidDateRange'],
  }),
  leaderboard: call('leaderboard', {
    summary: 'The biggest winners of the day, week or month',
    tag: 'report',
    request: report.leaderboardRequest,
    response: report.leaderboardResponse,
    failures: [],
  }),
  miniGameList: call('miniGameList', {
    summary: 'Mini games of the site',
    tag: 'minigame',
    request: minigame.miniGameListRequest,
    response: minigame.miniGameListResponse,
    failures: [],
  }),
  miniGameBet: call('miniGameBet', {
    summary: 'Spend tokens on a mini game round',
    tag: 'minigame',
    request: minigame.miniGameBetRequest,
    response: minigame.miniGameBetResponse,
    failures: ['gameNotFound', 'insufficientTokens'],
  }),
  miniGameReward: call('miniGameReward', {
    summary: 'Settle pending rounds and credit their prizes',
    tag: 'minigame',
    request: minigame.miniGameRewardRequest,
    response: minigame.miniGameRewardResponse,
    failures: ['gameNotFound', 'nothingToClaim'],
  }),
  miniGameWallet: call('miniGameWallet', {
    summary: 'Token wallet',
    tag: 'minigame',
    request: minigame.miniGameWalletRequest,
    response: minigame.miniGameWalletResponse,
    failures: [],
  }),
  miniGameLog: call('miniGameLog', {
    summary: 'Recent mini game rounds',
    tag: 'minigame',
    request: minigame.miniGameLogRequest,
    response: minigame.miniGameLogResponse,
    failures: [],
  }),
  miniGameGamify: call('miniGameGamify', {
    summary: 'Whether the rewards icon shows',
    tag: 'minigame',
    request: minigame.miniGameGamifyRequest,
    response: minigame.miniGameGamifyResponse,
    failures: [],
  }),
  profileUpdate: call('profileUpdate', {
    summary: 'Change full name and email',
    tag: 'settings',
    request: settings.profileUpdateRequest,
    response: settings.profileUpdateResponse,
    failures: [],
  }),
  socialAccount: call('socialAccount', {
    summary: 'The site social accounts',
    tag: 'settings',
    request: settings.socialAccountRequest,
    response: settings.socialAccountResponse,
    failures: [],
  }),
  top10WinnerWithdrawal: call('top10WinnerWithdrawal', {
    summary: 'Top winners, withdrawals and player counters',
    tag: 'settings',
    request: settings.top10Request,
    response: settings.top10Response,
    failures: [],
  }),
  siteInfoDetail: call('siteInfoDetail', {
    summary: 'CMS bodies and their status flags',
    tag: 'settings',
    request: settings.siteInfoDetailRequest,
    response: settings.siteInfoDetailResponse,
    failures: [],
  }),
  getInbox: call('getInbox', {
    summary: 'The player inbox',
    tag: 'settings',
    request: settings.getInboxRequest,
    response: settings.getInboxResponse,
    failures: [],
  }),
  claimInbox: call('claimInbox', {
    summary: 'Claim an inbox reward once',
    tag: 'settings',
    request: settings.claimInboxRequest,
    response: settings.claimInboxResponse,
    failures: ['inboxNotFound', 'nothingToClaim', 'alreadyClaimed', 'inboxExpired'],
  }),
  getProfile: call('getProfile', {
    summary: 'The account details of the player (phone masked)',
    tag: 'settings',
    request: settings.getProfileRequest,
    response: settings.getProfileResponse,
    failures: [],
  }),
  readInbox: call('readInbox', {
    summary: 'Mark an inbox item read',
    tag: 'settings',
    request: settings.readInboxRequest,
    response: settings.readInboxResponse,
    failures: ['inboxNotFound'],
  }),
  checkStatus: call('checkStatus', {
    summary: 'Whether the account is still active',
    tag: 'settings',
    request: settings.checkStatusRequest,
    response: settings.checkStatusResponse,
    failures: [],
  }),
  getAnalytics: call('getAnalytics', {
    summary: 'Analytics scripts for head and body',
    tag: 'settings',
    request: settings.getAnalyticsRequest,
    response: settings.getAnalyticsResponse,
    failures: [],
  }),
  adsVisit: call('adsVisit', {
    summary: 'Record an ad visit (fbp, appsflyer_id)',
    tag: 'settings',
    request: settings.adsVisitRequest,
    response: settings.adsVisitResponse,
    failures: [],
  }),
  bankAccountList: call('bankAccountList', {
    summary: 'The player bank accounts, numbers masked',
    tag: 'wallet',
    request: wallet.bankAccountListRequest,
    response: wallet.bankAccountListResponse,
    failures: [],
  }),
  bankAccountAdd: call('bankAccountAdd', {
    summary: 'Add a bank account (up to the site limit); answers the new list',
    tag: 'wallet',
    request: wallet.bankAccountAddRequest,
    response: wallet.bankAccountAddResponse,
    failures: ['bankAccountExists', 'bankAccountLimit'],
  }),
  bankAccountRemove: call('bankAccountRemove', {
    summary: 'Remove a bank account without a pending withdrawal; answers the new list',
    tag: 'wallet',
    request: wallet.bankAccountRemoveRequest,
    response: wallet.bankAccountRemoveResponse,
    failures: ['bankAccountNotFound', 'bankAccountInUse'],
  }),
  deposit: call('deposit', {
    summary: 'Request a deposit; the operator approves it once the payment arrives',
    tag: 'wallet',
    request: wallet.depositRequest,
    response: wallet.depositResponse,
    failures: ['amountBelowMinimum', 'amountAboveMaximum', 'depositLimitExceeded', 'bankAccountNotFound'],
  }),
  withdrawal: call('withdrawal', {
    summary: 'Request a withdrawal to one of the player bank accounts; the amount leaves the balance at once',
    tag: 'wallet',
    request: wallet.withdrawalRequest,
    response: wallet.withdrawalResponse,
    failures: ['amountBelowMinimum', 'amountAboveMaximum', 'insufficientBalance', 'bankAccountNotFound', 'bonusWageringOpen'],
  }),
  cancelRequest: call('cancelRequest', {
    summary: 'Cancel a pending deposit or withdrawal; a withdrawal returns to the balance',
    tag: 'wallet',
    request: wallet.cancelRequestRequest,
    response: wallet.cancelRequestResponse,
    failures: ['requestNotFound', 'requestNotPending'],
  }),
  transactionHistory: call('transactionHistory', {
    summary: 'Deposits, withdrawals, bonuses and adjustments in a date range, by type and status',
    tag: 'wallet',
    request: wallet.transactionHistoryRequest,
    response: wallet.transactionHistoryResponse,
    failures: ['invalidDateRange'],
  }),
  statement: call('statement', {
    summary: 'Every ledger movement in a date range with the running balance',
    tag: 'wallet',
    request: wallet.statementRequest,
    response: wallet.statementResponse,
    failures: ['invalidDateRange'],
  }),
  walletLimits: call('walletLimits', {
    summary: 'Per-request minimum and maximum, bank account limit, withdrawable balance and deposit allowance',
    tag: 'wallet',
    request: wallet.walletLimitsRequest,
    response: wallet.walletLimitsResponse,
    failures: [],
  }),
  accountSummary: call('accountSummary', {
    summary: 'Balance, net deposits and the previous login time',
    tag: 'wallet',
    request: wallet.accountSummaryRequest,
    response: wallet.accountSummaryResponse,
    failures: [],
  }),
  protectionGet: call('protectionGet', {
    summary: 'Deposit limits and reality check settings',
    tag: 'protection',
    request: protection.protectionGetRequest,
    response: protection.protectionGetResponse,
    failures: [],
  }),
  depositLimitSet: call('depositLimitSet', {
    summary: 'Set or remove a daily, weekly or monthly deposit limit (an increase waits 24 hours)',
    tag: 'protection',
    request: protection.depositLimitSetRequest,
    response: protection.depositLimitSetResponse,
    failures: [],
  }),
  realityCheckSet: call('realityCheckSet', {
    summary: 'Set the reality check interval, or switch it off',
    tag: 'protection',
    request: protection.realityCheckSetRequest,
    response: protection.realityCheckSetResponse,
    failures: [],
  }),
  sessionSummary: call('sessionSummary', {
    summary: 'Time played and net result since login, for the reality check',
    tag: 'protection',
    request: protection.sessionSummaryRequest,
    response: protection.sessionSummaryResponse,
    failures: [],
  }),
  timeOut: call('timeOut', {
    summary: 'Take a break of 24 h, 72 h, 7, 14 or 30 days or 6 weeks; ends every session of the person',
    tag: 'protection',
    request: protection.timeOutRequest,
    response: protection.timeOutResponse,
    failures: [],
  }),
  selfExclude: call('selfExclude', {
    summary: 'Self-exclude for 6 months, 1 year, 5 years or for good, never shortened; ends every session of the person',
    tag: 'protection',
    request: protection.selfExcludeRequest,
    response: protection.selfExcludeResponse,
    failures: [],
  }),
  promotionList: call('promotionList', {
    summary: 'The site promotions on offer, in the language asked for',
    tag: 'promotions',
    request: engagement.promotionListRequest,
    response: engagement.promotionListResponse,
    failures: [],
  }),
  promotionDetail: call('promotionDetail', {
    summary: 'One promotion with its terms',
    tag: 'promotions',
    request: engagement.promotionDetailRequest,
    response: engagement.promotionDetailResponse,
    failures: ['promotionNotFound'],
  }),
  promotionClaim: call('promotionClaim', {
    summary: 'Opt in to a deposit bonus, or claim cashback or VIP tokens; once per player (or period)',
    tag: 'promotions',
    request: engagement.promotionClaimRequest,
    response: engagement.promotionClaimResponse,
    failures: ['promotionNotFound', 'promotionNotClaimable', 'alreadyClaimed', 'nothingToClaim', 'bonusAlreadyActive'],
  }),
  myPromotions: call('myPromotions', {
    summary: 'The player promotions: bonuses with their wagering, cashback to claim',
    tag: 'promotions',
    request: engagement.myPromotionsRequest,
    response: engagement.myPromotionsResponse,
    failures: [],
  }),
  bonusForfeit: call('bonusForfeit', {
    summary: 'Give up the active bonus so that withdrawals are free',
    tag: 'promotions',
    request: engagement.bonusForfeitRequest,
    response: engagement.bonusForfeitResponse,
    failures: ['noActiveBonus'],
  }),
  referralInfo: call('referralInfo', {
    summary: 'The player referral code and link, the reward rule and the referred players',
    tag: 'referral',
    request: engagement.referralInfoRequest,
    response: engagement.referralInfoResponse,
    failures: [],
  }),
  missionList: call('missionList', {
    summary: 'The site missions with the player progress in the current period',
    tag: 'missions',
    request: engagement.missionListRequest,
    response: engagement.missionListResponse,
    failures: [],
  }),
  missionClaim: call('missionClaim', {
    summary: 'Claim a completed mission reward, once per period',
    tag: 'missions',
    request: engagement.missionClaimRequest,
    response: engagement.missionClaimResponse,
    failures: ['missionNotFound', 'missionNotComplete', 'alreadyClaimed'],
  }),
  newsList: call('newsList', {
    summary: 'Published news of the site, newest first',
    tag: 'news',
    request: engagement.newsListRequest,
    response: engagement.newsListResponse,
    failures: [],
  }),
  newsDetail: call('newsDetail', {
    summary: 'One news article',
    tag: 'news',
    request: engagement.newsDetailRequest,
    response: engagement.newsDetailResponse,
    failures: ['newsNotFound'],
  }),
} as const satisfies { [N in RoutedCall]: CallDefinition };

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type CallRequest<N extends CallName> = z.input<Calls[N]['request']>;
export type CallResponse<N extends CallName> = z.infer<Calls[N]['response']>;

export { auth, engagement, games, minigame, protection, report, settings, site, wallet };

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
