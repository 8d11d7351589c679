/** Query keys of the wallet; they carry the account id so two players never share cached answers. */
export const walletKeys = {
  /** everything the wallet caches for a player: invalidated after every money movement */
  all: (accountId: string) => ['wallet', accountId] as const,
  bankAccounts: (accountId: string) => ['wallet', accountId, 'bank-accounts'] as const,
  limits: (accountId: string) => ['wallet', accountId, 'limits'] as const,
  history: (accountId: string) => ['wallet', accountId, 'history'] as const,
  statement: (accountId: string) => ['wallet', accountId, 'statement'] as const,
  receivingAccounts: (accountId: string, method: string) => ['wallet', accountId, 'receiving-accounts', method] as const,
};
