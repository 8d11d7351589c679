import { z } from 'zod';
import { accountId as accountIdField, authToken, domainName, externalId, loginAccountId } from '../fields.js';

/** A call made on behalf of a site by a visitor. */
export const siteBody = z.object({ domain_name: domainName, external_id: externalId });

/** A call made by a logged-in player; the session decides the site. */
export const playerBody = z.object({ auth: authToken, account_id: loginAccountId });

export const newAccountId = accountIdField;

export const isoDateTime = z.string().describe('ISO 8601 date-time, UTC');

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
