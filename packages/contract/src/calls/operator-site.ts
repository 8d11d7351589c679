import { z } from 'zod';
import { isoDateTime } from './common.js';

/** A site as the operator API and the back office show it (in a file of its own: site-admin.ts extends it, and operator.ts imports site-admin.ts). */
export const operatorSiteSchema = z.object({
  id: z.number().int(),
  operator_id: z.number().int(),
  name: z.string(),
  external_id: z.string(),
  theme_code: z.string(),
  theme_color: z.string(),
  language: z.string(),
  currency: z.string(),
  country: z.string(),
  /** the site's own minimum age to sign up; null: the country's default (see minimum_age) */
  min_age: z.number().int().nullable(),
  /** the age signup asks the player to confirm */
  minimum_age: z.number().int(),
  /** the version of the terms new players accept */
  terms_version: z.string(),
  status: z.enum(['active', 'inactive']),
  expired_date: isoDateTime.nullable(),
  /** the manual switch; in_maintenance also counts the scheduled window */
  maintenance_on: z.boolean(),
  maintenance_start: isoDateTime.nullable(),
  maintenance_end: isoDateTime.nullable(),
  in_maintenance: z.boolean(),
  show_preloader: z.boolean(),
  show_bf_ann_modal: z.boolean(),
  show_app_download: z.boolean(),
  show_download_bar: z.boolean(),
  gamify_enabled: z.boolean(),
  /** domains a local browser opens first (`<theme>.localhost`, then other *.localhost), then alphabetically */
  domains: z.array(z.string()),
});
export type OperatorSite = z.infer<typeof operatorSiteSchema>;
