/** Query keys of the account pages; they carry the account id so two players never share cached answers. */
export const accountKeys = {
  all: (accountId: string) => ['account', accountId] as const,
  profile: (accountId: string) => ['account', accountId, 'profile'] as const,
  sessions: (accountId: string) => ['account', accountId, 'sessions'] as const,
  inbox: (accountId: string) => ['account', accountId, 'inbox'] as const,
  summary: (accountId: string) => ['account', accountId, 'summary'] as const,
};
