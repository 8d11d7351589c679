const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Images load only over https or from the site itself: a page never mixes in insecure content, and
 * no other scheme (javascript:, data:) reaches an img element. Operator image fields are checked
 * with it when saved, and the browser checks CMS images with it again.
 */
export function isSafeImageSource(src: string): boolean {
  const value = src.trim();
  if (!value || value.startsWith('//')) return false;
  return SCHEME.test(value) ? value.toLowerCase().startsWith('https:') : true;
}

/** The provider code of the built-in games (the API's BUILT_IN_PROVIDER). */
export const BUILT_IN_GAMES_PROVIDER = 'WLGAMES';

/**
 * The built-in games drawn in the repository (apps/web/public/game-art/<code>.svg): the four slots
 * and the provably fair games (FAIR_GAME_CODES; a test keeps the two lists in step). Listed here,
 * not imported, so that this file stays free of zod for the browser's startup bundle.
 */
export const BUILT_IN_GAME_ART: readonly string[] = [
  'lucky_lantern',
  'jade_garden',
  'neon_nights',
  'fruit_fiesta',
  'wl_hash_dice',
  'wl_mines',
  'wl_plinko',
  'wl_keno',
  'wl_bingo',
  'wl_crash',
  'wl_racing',
];

/** Where the web app serves a built-in game's artwork; undefined for any other game. */
export function builtInGameArtPath(providerCode: string, gameCode: string): string | undefined {
  return providerCode === BUILT_IN_GAMES_PROVIDER && BUILT_IN_GAME_ART.includes(gameCode)
    ? `/game-art/${gameCode}.svg`
    : undefined;
}

/**
 * The built-in games anyone may play for fun, on a demo balance in a sealed fun session of the
 * provider: every built-in game, the four slots and every provably fair game (the instant games on
 * their own fun session, crash and racing as fun bets in the site's shared rounds). The API's
 * gameInfo and launchFunGame read the same list.
 */
export const BUILT_IN_FUN_GAMES: readonly string[] = BUILT_IN_GAME_ART;

export function canPlayForFun(providerCode: string, gameCode: string): boolean {
  return providerCode === BUILT_IN_GAMES_PROVIDER && BUILT_IN_FUN_GAMES.includes(gameCode);
}
