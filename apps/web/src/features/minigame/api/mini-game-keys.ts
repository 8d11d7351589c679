/** Query keys of the mini games; they carry the account id so two players never share cached answers. */
export const miniGameKeys = {
  all: (accountId: string) => ['minigame', accountId] as const,
  list: (accountId: string) => ['minigame', accountId, 'list'] as const,
  log: (accountId: string) => ['minigame', accountId, 'log'] as const,
};
