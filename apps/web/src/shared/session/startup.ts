import {
  isAllowedColor,
  isThemeCode,
  type MenuItem,
  PRODUCT_CATEGORIES,
  type StartupResponse,
  type ThemeCode,
} from '@wl/contract/lite';

export type ThemeCheck = { ok: true; theme: ThemeCode } | { ok: false; message: 'Invalid theme code' | 'Invalid theme color' };

/** The theme checks of the startup flow (spec-coverage S4.6): an unknown code, then a colour the code does not allow. */
export function validateTheme(site: { theme_code: string; theme_color: string }): ThemeCheck {
  if (!isThemeCode(site.theme_code)) return { ok: false, message: 'Invalid theme code' };
  if (!isAllowedColor(site.theme_code, site.theme_color)) return { ok: false, message: 'Invalid theme color' };
  return { ok: true, theme: site.theme_code };
}

const HOT_KEY = 'hot';

function isProductCategory(category: string | null): boolean {
  return category !== null && (PRODUCT_CATEGORIES as readonly string[]).includes(category);
}

/**
 * Keeps the menu entries whose category has providers, or that are not tied to a product
 * category; the hot games entry always stays. Children are trimmed the same way.
 */
export function trimMenu(items: MenuItem[], providerCount: StartupResponse['provider_count']): MenuItem[] {
  const offered = new Set(providerCount.filter((entry) => entry.total > 0).map((entry) => entry.category as string));
  return items
    .filter((item) => item.key === HOT_KEY || !isProductCategory(item.category) || offered.has(item.category as string))
    .map((item) => ({ ...item, children: trimMenu(item.children, providerCount) }));
}

export function hasHotGamesEntry(items: MenuItem[]): boolean {
  return items.some((item) => item.key === HOT_KEY || hasHotGamesEntry(item.children));
}
