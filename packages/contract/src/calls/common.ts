import { z } from 'zod';
import { accountId as accountIdField, authToken, domainName, externalId, loginAccountId } from '../fields.js';
import { PAGINATION_DEFAULTS } from '../tables.js';

/** A call made on behalf of a site by a visitor. */
export const siteBody = z.object({ domain_name: domainName, external_id: externalId });

/** A call made by a logged-in player; the session decides the site. */
export const playerBody = z.object({ auth: authToken, account_id: loginAccountId });

export const newAccountId = accountIdField;

export const isoDateTime = z.string().describe('ISO 8601 date-time, UTC');

/** A player account's status: pending until the phone is verified; blocked and closed ones cannot log in. */
export const PLAYER_STATUSES = ['pending', 'active', 'blocked', 'closed'] as const;

/** Money and tokens travel as decimal numbers in major units; the database keeps integer minor units. */
export const amount = z.number().describe('decimal amount in the site currency');

export const gameSchema = z.object({
  provider_code: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  game_image: z.string(),
});
export type Game = z.infer<typeof gameSchema>;

/** A day as the date picker writes it (spec-coverage S9.8): YYYY-MM-DD. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate');

/** The longest date range one history query may cover, both days counted: about a quarter. */
export const HISTORY_RANGE_MAX_DAYS = 93;

/** Paging of a list request; the page size defaults to the pagination default (spec-coverage S9.8). */
export const pageRequest = {
  page: z.coerce.number().int().positive('invalidPage').optional().default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, 'invalidPageSize')
    .max(100, 'invalidPageSize')
    .optional()
    .default(PAGINATION_DEFAULTS.itemsPerPage),
};

/** Where a page sits in the whole list. */
export const pageResponse = { total: z.number().int(), page: z.number().int(), page_size: z.number().int() };
