/** Query keys of the protection feature; they carry the account id so two players never share cached answers. */
export const protectionKeys = {
  settings: (accountId: string) => ['protection', accountId, 'settings'] as const,
  /** every session's summary of the player (to ask for them again after a change) */
  sessionSummaries: (accountId: string) => ['protection', accountId, 'session-summary'] as const,
  /** one login's summary: a new login starts counting again */
  sessionSummary: (accountId: string, session: string) => ['protection', accountId, 'session-summary', session] as const,
};
