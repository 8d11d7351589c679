/**
 * What makes each template a layout of its own (docs/decisions/0083-layouts.md): the shape of its navigation, its
 * header, its footer and how it navigates on mobile. Inside a family no two templates share a
 * navigation shape, a header or a footer; the family itself (body class family-*) sets the type,
 * radius and mood, and the colour class the palette.
 */

/**
 * - top-bar: a full-width menu row under the header bar
 * - side-rail: a labelled left sidebar holding the game menu and the site menu
 * - icon-rail: a narrow left rail, icon over a short label
 * - mega-menu: top-level buttons opening full-width panels; the game menu is the "Games" panel
 * - split: the menu split in two halves around a centred logo
 * - drawer: a hamburger drawer at every width
 * - tab-bar: the game categories as pill tabs in the header; the site menu under a "Menu" button
 */
export type NavigationShape = 'top-bar' | 'side-rail' | 'icon-rail' | 'mega-menu' | 'split' | 'drawer' | 'tab-bar';

/**
 * - centred: logo centred, tools either side
 * - compact: one slim row
 * - promo: a promotion strip above a logo-left bar
 * - split: a utility strip (account, language) above the split navigation bar
 * - banner: a tall bar with a large wordmark and tagline
 * - ticker: a logo-left bar over a rolling band of announcements
 * - floating: a rounded bar floating above the page
 */
export type HeaderStyle = 'centred' | 'compact' | 'promo' | 'split' | 'banner' | 'ticker' | 'floating';

/**
 * - columns: link columns from the menu groups, legal row
 * - minimal: one legal line
 * - rich: columns, social links, licence and responsible-gaming notes
 * - centred: brand, links and social centred
 * - band: a call-to-action band over a compact legal row
 * - cards: link groups on rounded cards
 * - dense: every menu entry in small print, sportsbook style
 */
export type FooterStyle = 'columns' | 'minimal' | 'rich' | 'centred' | 'band' | 'cards' | 'dense';

/** Below the template's breakpoint: a hamburger drawer, or a bottom tab bar whose "More" tab opens the drawer. */
export type MobileNavigation = 'drawer' | 'bottom-tabs';

export interface LayoutConfig {
  navigation: NavigationShape;
  header: HeaderStyle;
  footer: FooterStyle;
  mobile: MobileNavigation;
}

/** Where the game menu goes follows from the navigation shape. */
export type GameMenuPlacement = 'strip' | 'rail' | 'mega' | 'tabs';

export function gameMenuPlacement(navigation: NavigationShape): GameMenuPlacement {
  if (navigation === 'side-rail' || navigation === 'icon-rail') return 'rail';
  if (navigation === 'mega-menu') return 'mega';
  if (navigation === 'tab-bar') return 'tabs';
  return 'strip';
}

export type TemplateLayoutName = `template${number}` | 'default';

export const LAYOUT_CONFIGS: Record<TemplateLayoutName, LayoutConfig> = {
  // casino: elegant, dark and gold
  template1: { navigation: 'top-bar', header: 'centred', footer: 'rich', mobile: 'drawer' },
  template2: { navigation: 'side-rail', header: 'compact', footer: 'columns', mobile: 'drawer' },
  template3: { navigation: 'mega-menu', header: 'promo', footer: 'minimal', mobile: 'drawer' },
  template4: { navigation: 'split', header: 'split', footer: 'centred', mobile: 'bottom-tabs' },
  template5: { navigation: 'drawer', header: 'banner', footer: 'band', mobile: 'drawer' },
  // sportsbook: dense, sporty, bright accents
  template6: { navigation: 'tab-bar', header: 'ticker', footer: 'dense', mobile: 'bottom-tabs' },
  template7: { navigation: 'side-rail', header: 'promo', footer: 'columns', mobile: 'drawer' },
  template8: { navigation: 'top-bar', header: 'banner', footer: 'rich', mobile: 'bottom-tabs' },
  template9: { navigation: 'mega-menu', header: 'compact', footer: 'minimal', mobile: 'drawer' },
  template10: { navigation: 'icon-rail', header: 'centred', footer: 'band', mobile: 'bottom-tabs' },
  // slot: playful, rounded, bold
  template11: { navigation: 'top-bar', header: 'floating', footer: 'cards', mobile: 'bottom-tabs' },
  template12: { navigation: 'icon-rail', header: 'promo', footer: 'rich', mobile: 'bottom-tabs' },
  template13: { navigation: 'tab-bar', header: 'centred', footer: 'band', mobile: 'drawer' },
  template14: { navigation: 'side-rail', header: 'ticker', footer: 'columns', mobile: 'drawer' },
  template15: { navigation: 'drawer', header: 'compact', footer: 'minimal', mobile: 'bottom-tabs' },
  template16: { navigation: 'mega-menu', header: 'banner', footer: 'centred', mobile: 'bottom-tabs' },
  template17: { navigation: 'split', header: 'split', footer: 'dense', mobile: 'drawer' },
  // no template known (e.g. maintenance of a site whose theme is invalid): neutral and plain
  default: { navigation: 'top-bar', header: 'compact', footer: 'minimal', mobile: 'drawer' },
};
