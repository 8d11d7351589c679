import type { ComponentType } from 'react';

export type LoginModalId = 'login' | 'signin';

/**
 * The code of the login and sign-in modals. A visitor's first page needs neither, and the home
 * page's initial bundle has a budget (docs/quality.md), so they load apart: when the page is first
 * idle, and at once when a protected route schedules one, so it is ready when it opens a second
 * later. A module is fetched once however often it is imported.
 */
export const importLoginModal: Record<LoginModalId, () => Promise<ComponentType>> = {
  login: () => import('@/features/auth/components/login-modal').then((module) => module.LoginModal),
  signin: () => import('@/features/auth/components/signin-modal').then((module) => module.SignInModal),
};
