/** Query keys of the fairness feature; the player's carry the account id so two players never share cached answers. */
export const fairnessKeys = {
  games: ['fairness', 'games'] as const,
  /** every stored round looked up by id (asked for again once a rotation reveals their seeds) */
  rounds: ['fairness', 'round'] as const,
  round: (roundId: string) => ['fairness', 'round', roundId] as const,
  seeds: (accountId: string) => ['fairness', accountId, 'seeds'] as const,
  recentRounds: (accountId: string) => ['fairness', accountId, 'recent-rounds'] as const,
};
