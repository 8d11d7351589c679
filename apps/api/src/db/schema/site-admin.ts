import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** A site's uploaded logos, one per slot; sites.logo1..logo3 hold their versioned addresses. */
export const siteLogos = pgTable(
  'site_logos',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** 1 the header's and the preloader's, 2 the download bar's, 3 a spare */
    slot: integer('slot').notNull(),
    image: bytea('image').notNull(),
    imageType: text('image_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.slot] }),
    check('site_logos_slot_check', sql`${table.slot} between 1 and 3`),
    check('site_logos_image_type_check', sql`${table.imageType} in ('image/png', 'image/jpeg', 'image/webp')`),
  ],
);
