/** Query keys of the news: per site and language, so a language switch loads the articles in it. */
export const newsKeys = {
  page: (domain: string, language: string, page: number, pageSize: number) =>
    ['news', 'list', domain, language, page, pageSize] as const,
  article: (domain: string, language: string, newsId: number) => ['news', 'article', domain, language, newsId] as const,
};
