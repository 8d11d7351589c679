import { z } from 'zod';
import { ok } from '../envelope.js';
import { freeText, serialId } from '../fields.js';
import { LANGUAGES, PRODUCT_CATEGORIES } from '../tables.js';
import type { OperatorCallDefinition } from './definition.js';
import { optionalReason } from './operator-fields.js';
import { menuItemSchema } from './site.js';

/**
 * The back office's menus (issue 19): per site, the site menu, the game menu and the footer's link
 * groups, each entry with its English title and its title in the site's language. A save replaces
 * one menu whole, in the order given: adding, removing and reordering are one audited change.
 */

/** site: the header and side menu; game: the game categories; footer: the footer's link groups. */
export const MENU_KINDS = ['site', 'game', 'footer'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

export const MENU_ENTRIES_MAX = 30;
export const MENU_CHILDREN_MAX = 20;
export const MENU_TITLE_MAX = 48;
export const MENU_KEY_MAX = 40;
export const MENU_PATH_MAX = 200;

/** A path inside the player site (/promotions, /games/slots); empty: a heading over its sub-entries. */
export const MENU_PATH = /^(?:\/[A-Za-z0-9._~/-]*)?$/;
const MENU_KEY = /^[a-z0-9][a-z0-9-]*$/;

const title = freeText().max(MENU_TITLE_MAX, 'tooLong');

const entryFields = {
  /** unique within the menu; the player site keys its list by it */
  key: z.string().trim().min(1, 'required').max(MENU_KEY_MAX, 'tooLong').regex(MENU_KEY, 'menuKeyChars'),
  /** the English title, shown where the entry has no title in the player's language */
  title: title.min(1, 'required'),
  /** the titles in other languages: the site's own; a blank one is left out */
  titles: z.partialRecord(z.enum(LANGUAGES), title, 'menuLanguage').default({}),
  path: z.string().trim().max(MENU_PATH_MAX, 'tooLong').regex(MENU_PATH, 'menuPath'),
  icon: z
    .string()
    .trim()
    .max(MENU_KEY_MAX, 'tooLong')
    .regex(/^[a-z0-9-]*$/, 'menuKeyChars')
    .default(''),
  /** the product category the entry opens: hidden while the site has no provider of it */
  category: z.enum(PRODUCT_CATEGORIES, 'invalid').nullable().default(null),
};

/** A sub-entry: no entries under it. */
export const menuChildInput = z.object({
  ...entryFields,
  children: z.array(z.never('menuTooDeep')).max(0, 'menuTooDeep').default([]),
});

export const menuEntryInput = z.object({
  ...entryFields,
  children: z.array(menuChildInput).max(MENU_CHILDREN_MAX, 'tooLong').default([]),
});
export type MenuEntryInput = z.input<typeof menuEntryInput>;

/** Keys unique across the menu; an entry without a path is a heading and needs sub-entries. */
function checkMenu(items: z.output<typeof menuEntryInput>[], context: z.RefinementCtx): void {
  const seen = new Set<string>();
  const place = (path: (string | number)[], item: { key: string; path: string }, hasChildren: boolean) => {
    if (seen.has(item.key)) context.addIssue({ code: 'custom', message: 'menuKeyTaken', path: [...path, 'key'] });
    seen.add(item.key);
    if (!item.path && !hasChildren) context.addIssue({ code: 'custom', message: 'menuPathRequired', path: [...path, 'path'] });
  };
  items.forEach((item, index) => {
    place(['items', index], item, item.children.length > 0);
    for (const [childIndex, child] of item.children.entries()) place(['items', index, 'children', childIndex], child, false);
  });
}

export const menusGetRequest = z.object({ site_id: serialId });
export const menusSchema = z.object({
  site_id: z.number().int(),
  /** the site's language: with EN, the languages its titles are written in */
  language: z.enum(LANGUAGES),
  site: z.array(menuItemSchema),
  game: z.array(menuItemSchema),
  footer: z.array(menuItemSchema),
});
export type Menus = z.infer<typeof menusSchema>;
export const menusGetResponse = ok({ value: menusSchema });

/**
 * One menu of a site, whole and in order. titles may name only the site's language (EN is title);
 * another language is refused with menuLanguage.
 */
export const menusSaveRequest = z
  .object({
    site_id: serialId,
    menu: z.enum(MENU_KINDS, 'invalid'),
    items: z.array(menuEntryInput).max(MENU_ENTRIES_MAX, 'tooLong'),
    reason: optionalReason,
  })
  .superRefine((body, context) => checkMenu(body.items, context));
export const menusSaveResponse = ok({ value: menusSchema });

const backoffice = { access: 'operator', tag: 'backoffice' } as const;

/** The back office's menus calls (issue 19). */
export const menuAdminCalls = {
  menusGet: {
    ...backoffice,
    path: '/api/backoffice/menus/get',
    permission: 'sites.read',
    audited: false,
    summary: "A site's menu, game menu and footer links, each entry with its title per language",
    request: menusGetRequest,
    response: menusGetResponse,
    failures: ['siteNotFound'],
  },
  menusSave: {
    ...backoffice,
    path: '/api/backoffice/menus/save',
    permission: 'content.manage',
    audited: true,
    summary: "Replace one of a site's menus (site, game or footer): its entries, their order and titles",
    request: menusSaveRequest,
    response: menusSaveResponse,
    failures: ['siteNotFound'],
  },
} as const satisfies Record<string, OperatorCallDefinition>;
