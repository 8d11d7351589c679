/** Every screen's path inside the back office (the router's basename is /backoffice). */
export const PATHS = {
  signIn: '/sign-in',
  home: '/',
  account: '/account',
  cashier: '/cashier',
  receivingAccounts: '/receiving-accounts',
  approvals: '/approvals',
  staff: '/staff',
  apiKeys: '/api-keys',
  audit: '/audit',
  operators: '/operators',
  players: '/players',
  reports: '/reports',
  sites: '/sites',
  menus: '/menus',
  content: '/content',
  games: '/games',
  engagement: '/engagement',
} as const;

/** A player's 360 page. */
export function playerPath(playerId: number): string {
  return `${PATHS.players}/${playerId}`;
}

/** Where sign-in returns to: a path of this app only, never another origin ("//host"). */
export function safeReturnPath(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : PATHS.home;
}
