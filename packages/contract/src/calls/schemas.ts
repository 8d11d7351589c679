// Generated from the call definitions in calls/<area>.ts by `npm run generate`; do not edit by hand.
import * as auth from './auth.js';
import * as engagement from './engagement.js';
import * as fairGames from './fair-games.js';
import * as games from './games.js';
import * as minigame from './minigame.js';
import * as protection from './protection.js';
import * as report from './report.js';
import * as settings from './settings.js';
import * as sharedRounds from './shared-rounds.js';
import * as site from './site.js';
import * as wallet from './wallet.js';

/**
 * The request and response schemas of each call of the player's app, without the rest of its
 * definition: what the browser loads to check its forms and parse the answers.
 */
export const CALL_SCHEMAS = {
  login: { request: auth.loginRequest, response: auth.loginResponse },
  getBalance: { request: auth.getBalanceRequest, response: auth.getBalanceResponse },
  forgotPassword: { request: auth.forgotPasswordRequest, response: auth.forgotPasswordResponse },
  resetPassword: { request: auth.resetPasswordRequest, response: auth.resetPasswordResponse },
  signup: { request: auth.signupRequest, response: auth.signupResponse },
  tacVerify: { request: auth.tacVerifyRequest, response: auth.tacVerifyResponse },
  tacRequestNewRegister: { request: auth.tacRequestNewRegisterRequest, response: auth.tacRequestNewRegisterResponse },
  tacRequestLogin: { request: auth.tacRequestLoginRequest, response: auth.tacRequestLoginResponse },
  loginTac: { request: auth.loginTacRequest, response: auth.loginTacResponse },
  updatePassword: { request: auth.updatePasswordRequest, response: auth.updatePasswordResponse },
  vip: { request: auth.vipRequest, response: auth.vipResponse },
  logout: { request: auth.logoutRequest, response: auth.logoutResponse },
  sessions: { request: auth.sessionsRequest, response: auth.sessionsResponse },
  startup: { request: site.startupRequest, response: site.startupResponse },
  getHotGames: { request: site.getHotGamesRequest, response: site.getHotGamesResponse },
  seo: { request: site.seoRequest, response: site.seoResponse },
  favList: { request: site.favListRequest, response: site.favListResponse },
  gameList: { request: games.gameListRequest, response: games.gameListResponse },
  homeGames: { request: games.homeGamesRequest, response: games.homeGamesResponse },
  favAdd: { request: games.favAddRequest, response: games.favAddResponse },
  favRemove: { request: games.favRemoveRequest, response: games.favRemoveResponse },
  recentGames: { request: games.recentGamesRequest, response: games.recentGamesResponse },
  launchGame: { request: games.launchGameRequest, response: games.launchGameResponse },
  launchFunGame: { request: games.launchFunGameRequest, response: games.launchFunGameResponse },
  gameInfo: { request: games.gameInfoRequest, response: games.gameInfoResponse },
  betHistory: { request: report.betHistoryRequest, response: report.betHistoryResponse },
  leaderboard: { request: report.leaderboardRequest, response: report.leaderboardResponse },
  miniGameList: { request: minigame.miniGameListRequest, response: minigame.miniGameListResponse },
  miniGameBet: { request: minigame.miniGameBetRequest, response: minigame.miniGameBetResponse },
  miniGameReward: { request: minigame.miniGameRewardRequest, response: minigame.miniGameRewardResponse },
  miniGameWallet: { request: minigame.miniGameWalletRequest, response: minigame.miniGameWalletResponse },
  miniGameLog: { request: minigame.miniGameLogRequest, response: minigame.miniGameLogResponse },
  miniGameGamify: { request: minigame.miniGameGamifyRequest, response: minigame.miniGameGamifyResponse },
  profileUpdate: { request: settings.profileUpdateRequest, response: settings.profileUpdateResponse },
  socialAccount: { request: settings.socialAccountRequest, response: settings.socialAccountResponse },
  top10WinnerWithdrawal: { request: games.homeGamesRequest, response: settings.top10Response },
  siteInfoDetail: { request: settings.siteInfoDetailRequest, response: settings.siteInfoDetailResponse },
  siteModals: { request: settings.siteModalsRequest, response: settings.siteModalsResponse },
  getInbox: { request: settings.getInboxRequest, response: settings.getInboxResponse },
  claimInbox: { request: settings.claimInboxRequest, response: settings.claimInboxResponse },
  getProfile: { request: settings.getProfileRequest, response: settings.getProfileResponse },
  readInbox: { request: settings.readInboxRequest, response: settings.readInboxResponse },
  checkStatus: { request: settings.checkStatusRequest, response: settings.checkStatusResponse },
  getAnalytics: { request: settings.getAnalyticsRequest, response: settings.getAnalyticsResponse },
  adsVisit: { request: settings.adsVisitRequest, response: settings.adsVisitResponse },
  bankAccountList: { request: wallet.bankAccountListRequest, response: wallet.bankAccountListResponse },
  bankAccountAdd: { request: wallet.bankAccountAddRequest, response: wallet.bankAccountAddResponse },
  bankAccountRemove: { request: wallet.bankAccountRemoveRequest, response: wallet.bankAccountRemoveResponse },
  deposit: { request: wallet.depositRequest, response: wallet.depositResponse },
  withdrawal: { request: wallet.withdrawalRequest, response: wallet.withdrawalResponse },
  cancelRequest: { request: wallet.cancelRequestRequest, response: wallet.cancelRequestResponse },
  transactionHistory: { request: wallet.transactionHistoryRequest, response: wallet.transactionHistoryResponse },
  statement: { request: wallet.statementRequest, response: wallet.statementResponse },
  walletLimits: { request: wallet.walletLimitsRequest, response: wallet.walletLimitsResponse },
  accountSummary: { request: wallet.accountSummaryRequest, response: wallet.accountSummaryResponse },
  receivingAccounts: { request: wallet.receivingAccountsRequest, response: wallet.receivingAccountsResponse },
  protectionGet: { request: protection.protectionGetRequest, response: protection.protectionGetResponse },
  depositLimitSet: { request: protection.depositLimitSetRequest, response: protection.depositLimitSetResponse },
  realityCheckSet: { request: protection.realityCheckSetRequest, response: protection.realityCheckSetResponse },
  sessionSummary: { request: protection.sessionSummaryRequest, response: protection.sessionSummaryResponse },
  timeOut: { request: protection.timeOutRequest, response: protection.timeOutResponse },
  selfExclude: { request: protection.selfExcludeRequest, response: protection.selfExcludeResponse },
  promotionList: { request: engagement.promotionListRequest, response: engagement.promotionListResponse },
  promotionDetail: { request: engagement.promotionDetailRequest, response: engagement.promotionDetailResponse },
  promotionClaim: { request: engagement.promotionClaimRequest, response: engagement.promotionClaimResponse },
  myPromotions: { request: engagement.myPromotionsRequest, response: engagement.myPromotionsResponse },
  bonusForfeit: { request: engagement.bonusForfeitRequest, response: engagement.bonusForfeitResponse },
  referralInfo: { request: engagement.referralInfoRequest, response: engagement.referralInfoResponse },
  missionList: { request: engagement.missionListRequest, response: engagement.missionListResponse },
  missionClaim: { request: engagement.missionClaimRequest, response: engagement.missionClaimResponse },
  newsList: { request: engagement.newsListRequest, response: engagement.newsListResponse },
  newsDetail: { request: engagement.newsDetailRequest, response: engagement.newsDetailResponse },
  fairGames: { request: fairGames.fairGamesRequest, response: fairGames.fairGamesResponse },
  fairSeeds: { request: fairGames.fairSeedsRequest, response: fairGames.fairSeedsResponse },
  fairSetClientSeed: { request: fairGames.fairSetClientSeedRequest, response: fairGames.fairSetClientSeedResponse },
  fairRotateSeed: { request: fairGames.fairRotateSeedRequest, response: fairGames.fairRotateSeedResponse },
  fairVerify: { request: fairGames.fairVerifyRequest, response: fairGames.fairVerifyResponse },
  fairChain: { request: sharedRounds.fairChainRequest, response: sharedRounds.fairChainResponse },
  fairRoundVerify: { request: sharedRounds.fairRoundVerifyRequest, response: sharedRounds.fairRoundVerifyResponse },
};

export type CallSchemas = typeof CALL_SCHEMAS;
