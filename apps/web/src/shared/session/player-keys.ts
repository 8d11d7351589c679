/**
 * Query keys of the player's server state that the user store (spec-coverage S3.1) names: game
 * (balance), vip, game_fav_list and minigame (the token wallet). They carry the account id so two
 * players never share cached answers.
 */
export const playerKeys = {
  all: (accountId: string) => ['player', accountId] as const,
  balance: (accountId: string) => ['player', accountId, 'balance'] as const,
  vip: (accountId: string) => ['player', accountId, 'vip'] as const,
  favourites: (accountId: string) => ['player', accountId, 'favourites'] as const,
  recentGames: (accountId: string) => ['player', accountId, 'recent-games'] as const,
  tokenWallet: (accountId: string) => ['player', accountId, 'token-wallet'] as const,
};
