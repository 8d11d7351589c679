import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * The route module of each path. Paths whose feature has not been built yet load the shared
 * "coming" page, which renders the page title in the layout.
 */
export const PAGE_MODULES: Record<string, () => Promise<PageModule>> = {
  '/': () => import('@/features/home/routes/home-page'),
  '/login': () => import('@/features/auth/routes/login-page'),
  '/preloader': () => import('@/features/site/routes/preloader-page'),
};

export const comingPage = (): Promise<PageModule> => import('./coming-page');
