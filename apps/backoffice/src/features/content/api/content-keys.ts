/** Query keys of the content screens, per site. */
export const contentKeys = {
  pages: (siteId: number) => ['content', siteId, 'pages'] as const,
  seo: (siteId: number) => ['content', siteId, 'seo'] as const,
  news: (siteId: number) => ['content', siteId, 'news'] as const,
  modals: (siteId: number) => ['content', siteId, 'modals'] as const,
  broadcasts: (siteId: number) => ['content', siteId, 'broadcasts'] as const,
};
