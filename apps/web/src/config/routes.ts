import { CATEGORY_PATHS } from '@wl/contract/lite';
import type pages from '../locales/EN/pages.json';

/**
 * Every screen of spec section 2. `auth` marks the routes a visitor is sent to log in for (see
 * docs/decisions.md, "Routes that need login"); `guard` and `middleware` name checks that run
 * before entry; `layout` overrides the site template's layout.
 */
export type LayoutName = 'default' | 'minigame' | `template${number}`;
export type MiddlewareName = 'auth' | 'guest' | 'referralCode';

/** An entry of the pages message group that has a title: a route's title is pages:<titleKey>.title. */
export type PageTitleKey = {
  [Key in keyof typeof pages]: (typeof pages)[Key] extends { title: string } ? Key : never;
}[keyof typeof pages];

export interface RouteMeta {
  path: string;
  titleKey: PageTitleKey;
  auth?: boolean;
  guard?: 'guest';
  layout?: LayoutName;
  middleware?: MiddlewareName[];
}

const route = (path: string, titleKey: PageTitleKey, extra: Omit<RouteMeta, 'path' | 'titleKey'> = {}): RouteMeta => ({
  path,
  titleKey,
  ...extra,
});

export const ROUTES: RouteMeta[] = [
  route('/', 'home'),
  route('/about', 'about'),
  route('/account', 'account', { auth: true }),
  route('/add-bank', 'addBank', { auth: true }),
  route('/arcade', 'arcade'),
  route('/bank-details', 'bankDetails', { auth: true }),
  route('/banking', 'banking'),
  route('/bet-history', 'betHistory', { auth: true }),
  route('/bingo', 'bingo'),
  route('/casino', 'casino'),
  route('/change-password', 'changePassword', { auth: true }),
  route('/contact-us', 'contactUs'),
  route('/crash', 'crash'),
  route('/deposit', 'deposit', { auth: true }),
  route('/download', 'download'),
  route('/edit-profile', 'editProfile', { auth: true }),
  route('/faqs', 'faqs'),
  route('/fishing', 'fishing'),
  route('/forgot-password', 'forgotPassword', { guard: 'guest' }),
  route('/hash-game', 'hashGame'),
  route('/horse-racing', 'horseRacing'),
  route('/hot', 'hot'),
  route('/inbox', 'inbox', { auth: true }),
  route('/leaderboard', 'leaderboard'),
  route('/login', 'login'),
  route('/lottery', 'lottery'),
  route('/minigame', 'minigame', { auth: true, layout: 'minigame' }),
  route('/mission', 'mission', { auth: true }),
  route('/news', 'news'),
  route('/playnow', 'playnow', { auth: true }),
  route('/poker', 'poker'),
  route('/preloader', 'preloader'),
  route('/privacy-policy', 'privacyPolicy'),
  route('/profile', 'profile', { auth: true }),
  route('/promotions', 'promotions'),
  route('/referral', 'referral', { auth: true }),
  route('/register', 'register', { middleware: ['referralCode'] }),
  route('/responsible-gaming', 'responsibleGaming'),
  route('/sabong', 'sabong'),
  route('/security', 'security', { auth: true }),
  route('/slots', 'slots'),
  route('/spin', 'spin', { auth: true }),
  route('/sports', 'sports'),
  route('/statement', 'statement', { auth: true }),
  route('/term-condition', 'termCondition'),
  route('/transaction-history', 'transactionHistory', { auth: true }),
  route('/vip', 'vip', { auth: true }),
  route('/withdrawal', 'withdrawal', { auth: true }),
];

export const PATHS = Object.fromEntries(ROUTES.map((entry) => [entry.titleKey, entry.path])) as Record<string, string>;

/** The lobby path of each product category, from the contract. */
export const CATEGORY_ROUTES = CATEGORY_PATHS;

export function routeMeta(path: string): RouteMeta | undefined {
  return ROUTES.find((entry) => entry.path === path);
}
