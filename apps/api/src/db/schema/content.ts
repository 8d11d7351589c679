import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sites } from './sites.js';

/** The first-visit modals' texts (issue 19), plain text; a site without a row shows the player app's defaults. */
export const siteModalTexts = pgTable(
  'site_modal_texts',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    modal: text('modal', { enum: ['announcement', 'app_download'] }).notNull(),
    enTitle: text('en_title').notNull().default(''),
    localTitle: text('local_title').notNull().default(''),
    enBody: text('en_body').notNull().default(''),
    localBody: text('local_body').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.modal] }),
    check('site_modal_texts_modal_check', sql`${table.modal} in ('announcement','app_download')`),
  ],
);

export interface BroadcastSegmentRow {
  vip_levels: number[];
  active_within_days: number | null;
  depositors_only: boolean;
}

/** A message sent to a segment of a site's players: one inbox item per player in it when it was sent. */
export const inboxBroadcasts = pgTable(
  'inbox_broadcasts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    enTitle: text('en_title').notNull(),
    localTitle: text('local_title').notNull().default(''),
    enBody: text('en_body').notNull(),
    localBody: text('local_body').notNull().default(''),
    segment: jsonb('segment').$type<BroadcastSegmentRow>().notNull(),
    /** per player, minor units of the site currency */
    rewardCash: bigint('reward_cash', { mode: 'bigint' }).notNull().default(sql`0`),
    /** per player, whole tokens */
    rewardTokens: bigint('reward_tokens', { mode: 'bigint' }).notNull().default(sql`0`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    recipients: integer('recipients').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    createdBy: text('created_by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('inbox_broadcasts_key').on(table.siteId, table.idempotencyKey),
    check('inbox_broadcasts_reward_check', sql`${table.rewardCash} >= 0 AND ${table.rewardTokens} >= 0`),
    index('inbox_broadcasts_site').on(table.siteId, table.createdAt),
  ],
);
