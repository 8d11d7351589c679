import type pages from '../locales/EN/pages.json';

export type LayoutName = 'default' | 'minigame' | `template${number}`;
export type MiddlewareName = 'auth' | 'guest' | 'referralCode';

/** An entry of the pages message group that has a title: a route's title is pages:<titleKey>.title. */
export type PageTitleKey = {
  [Key in keyof typeof pages]: (typeof pages)[Key] extends { title: string } ? Key : never;
}[keyof typeof pages];

/**
 * Who may enter a route and how it renders. `auth` marks the routes a visitor is sent to log in for
 * (see docs/decisions.md, "Routes that need login"); `guard` and `middleware` name checks that run
 * before entry; `layout` overrides the site template's layout.
 */
interface RouteRules {
  auth?: boolean;
  guard?: 'guest';
  layout?: LayoutName;
  middleware?: MiddlewareName[];
}

export interface RouteMeta extends RouteRules {
  path: string;
  /** the route's name, and its title: pages:<titleKey>.title */
  titleKey: PageTitleKey;
}

/** A route with its path and name kept as literal types, so the table below types every link to it. */
const route = <const Path extends `/${string}`, const Name extends PageTitleKey>(
  path: Path,
  titleKey: Name,
  rules: RouteRules = {},
) => ({
  path,
  titleKey,
  ...rules,
});

/** The one table of the app's paths (spec-coverage S2.1): the screens, their names and their rules. */
export const ROUTES = [
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
  route('/favourites', 'favourites', { auth: true }),
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
  route('/playfun', 'playfun'),
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
  route('/verify', 'verify'),
  route('/withdrawal', 'withdrawal', { auth: true }),
] as const satisfies readonly RouteMeta[];

export type Route = (typeof ROUTES)[number];
export type RoutePath = Route['path'];

/**
 * Each route's path by its name, for links and redirects: a name the table lacks fails the type
 * check instead of leading to the 404 page.
 */
export const PATHS = Object.fromEntries(ROUTES.map((entry) => [entry.titleKey, entry.path])) as {
  readonly [Entry in Route as Entry['titleKey']]: Entry['path'];
};

/** The route of a path (without query or hash), or undefined when the table has none. */
export function routeMeta(path: string): Route | undefined {
  return ROUTES.find((entry) => entry.path === path);
}

/** The /verify page opened on one provably fair round (bet history and the seeds panel link to it). */
export const verifyRoundPath = (fair: { game: string; round_id: string }) =>
  `${PATHS.verify}?${new URLSearchParams({ game: fair.game, round: fair.round_id })}`;
