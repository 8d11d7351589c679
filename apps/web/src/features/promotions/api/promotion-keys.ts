/**
 * Query keys of the promotions. The site's offers carry the site and language; the player's claims
 * carry the account id, so two players never share cached answers.
 */
export const promotionKeys = {
  list: (domain: string, language: string) => ['promotions', 'list', domain, language] as const,
  detail: (domain: string, language: string, promotionId: number) =>
    ['promotions', 'detail', domain, language, promotionId] as const,
  mine: (accountId: string, language: string) => ['promotions', 'mine', accountId, language] as const,
  allMine: (accountId: string) => ['promotions', 'mine', accountId] as const,
};
