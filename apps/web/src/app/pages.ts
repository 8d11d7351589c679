import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RoutePath } from '@/config/routes';

/**
 * A page's module: its component, and optionally the public data it shows, which the router asks
 * for as soon as the module is loaded, so the page's first render has it instead of a skeleton.
 */
type PageModule = { default: ComponentType; prefetch?: (queryClient: QueryClient) => void };

/**
 * The route module of each path of the route table: a path missing here, or one the table lacks,
 * fails the type check. Typed by string, as it is looked up by the address bar's path too.
 */
export const PAGE_MODULES: Record<string, () => Promise<PageModule>> = {
  '/': () => import('./routes/home-page'),
  '/login': () => import('@/features/auth/routes/login-page'),
  '/register': () => import('@/features/auth/routes/register-page'),
  '/forgot-password': () => import('@/features/auth/routes/forgot-password-page'),
  '/preloader': () => import('@/features/site/routes/preloader-page'),
  '/playnow': () => import('@/features/play/routes/playnow-page'),
  '/playfun': () => import('@/features/play/routes/playfun-page'),
  '/profile': () => import('@/features/account/routes/profile-page'),
  '/account': () => import('@/features/account/routes/account-page'),
  '/edit-profile': () => import('@/features/account/routes/edit-profile-page'),
  '/change-password': () => import('@/features/account/routes/change-password-page'),
  '/security': () => import('@/features/account/routes/security-page'),
  '/vip': () => import('@/features/account/routes/vip-page'),
  '/inbox': () => import('@/features/account/routes/inbox-page'),
  '/about': () => import('@/features/info/routes/about-page'),
  '/privacy-policy': () => import('@/features/info/routes/privacy-policy-page'),
  '/responsible-gaming': () => import('./routes/responsible-gaming-page'),
  '/banking': () => import('./routes/banking-page'),
  '/faqs': () => import('@/features/info/routes/faqs-page'),
  '/term-condition': () => import('@/features/info/routes/term-condition-page'),
  '/contact-us': () => import('@/features/info/routes/contact-us-page'),
  '/download': () => import('@/features/info/routes/download-page'),
  '/minigame': () => import('@/features/minigame/routes/minigame-page'),
  '/spin': () => import('@/features/minigame/routes/spin-page'),
  '/bet-history': () => import('@/features/bet-history/routes/bet-history-page'),
  '/bank-details': () => import('@/features/wallet/routes/bank-details-page'),
  '/add-bank': () => import('@/features/wallet/routes/add-bank-page'),
  '/deposit': () => import('./routes/deposit-page'),
  '/withdrawal': () => import('@/features/wallet/routes/withdrawal-page'),
  '/transaction-history': () => import('@/features/wallet/routes/transaction-history-page'),
  '/statement': () => import('@/features/wallet/routes/statement-page'),
  '/leaderboard': () => import('@/features/leaderboard/routes/leaderboard-page'),
  '/referral': () => import('@/features/referral/routes/referral-page'),
  '/mission': () => import('@/features/missions/routes/mission-page'),
  '/slots': () => import('@/features/games/routes/lobby-page'),
  '/casino': () => import('@/features/games/routes/lobby-page'),
  '/fishing': () => import('@/features/games/routes/lobby-page'),
  '/poker': () => import('@/features/games/routes/lobby-page'),
  '/lottery': () => import('@/features/games/routes/lobby-page'),
  '/bingo': () => import('@/features/games/routes/lobby-page'),
  '/crash': () => import('@/features/games/routes/lobby-page'),
  '/hash-game': () => import('@/features/games/routes/lobby-page'),
  '/sabong': () => import('@/features/games/routes/lobby-page'),
  '/arcade': () => import('@/features/games/routes/lobby-page'),
  '/sports': () => import('@/features/games/routes/lobby-page'),
  '/horse-racing': () => import('@/features/games/routes/lobby-page'),
  '/hot': () => import('@/features/games/routes/lobby-page'),
  '/favourites': () => import('@/features/games/routes/favourites-page'),
  '/promotions': () => import('@/features/promotions/routes/promotions-page'),
  '/news': () => import('@/features/news/routes/news-page'),
  '/verify': () => import('@/features/fairness/routes/verify-page'),
} satisfies Record<RoutePath, () => Promise<PageModule>>;
