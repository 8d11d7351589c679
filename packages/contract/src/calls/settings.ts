import { z } from 'zod';
import { ok } from '../envelope.js';
import { contactEmail, domainName, fullName, optionalText } from '../fields.js';
import { amount, isoDateTime, playerBody, siteBody } from './common.js';

export const profileUpdateRequest = playerBody.extend({ full_name: fullName, contact_email: contactEmail });
export const profileUpdateResponse = ok({
  value: z.array(z.object({ full_name: z.string(), contact_email: z.string() })).length(1),
});

export const socialAccountSchema = z.object({ platform: z.string(), name: z.string(), url: z.string() });
export const socialAccountRequest = siteBody;
export const socialAccountResponse = ok({ accountList: z.array(socialAccountSchema) });

const maskedAmount = z.object({ account_id: z.string(), amount, created_at: isoDateTime });
export const top10Request = siteBody;
/** Counters over the last 24 hours; account ids are masked. "withrawal" is the spec's spelling. */
export const top10Response = ok({
  value: z.object({
    withrawal: z.array(maskedAmount),
    winner: z.array(maskedAmount.extend({ game_name: z.string() })),
    hour_withdrawal: amount,
    registered_player: z.number().int(),
    active_player: z.number().int(),
    deposited_player: z.number().int(),
  }),
});

export const CMS_PAGES = ['about_us', 'privacy_policy', 'responsible_gaming', 'banking', 'faqs', 'term_condition'] as const;
export type CmsPage = (typeof CMS_PAGES)[number];
export const cmsSchema = z.object(
  Object.fromEntries(
    CMS_PAGES.flatMap((page) => [
      [`en_${page}`, z.string()],
      [`local_${page}`, z.string()],
      [`${page}_status`, z.boolean()],
    ]),
  ) as Record<`en_${CmsPage}` | `local_${CmsPage}`, z.ZodString> & Record<`${CmsPage}_status`, z.ZodBoolean>,
);
export const siteInfoDetailRequest = siteBody;
export const siteInfoDetailResponse = ok({ cms: cmsSchema });

export const inboxItemSchema = z.object({
  inbox_id: z.number().int(),
  title: z.string(),
  body: z.string(),
  reward_type: z.enum(['none', 'cash', 'token']),
  reward_amount: amount,
  is_read: z.boolean(),
  claimed: z.boolean(),
  claimable: z.boolean(),
  created_at: isoDateTime,
  expires_at: isoDateTime.nullable(),
});
export const getInboxRequest = playerBody;
export const getInboxResponse = ok({ value: z.array(inboxItemSchema), unread: z.number().int() });

export const claimInboxRequest = playerBody.extend({ inbox_id: z.coerce.number().int().positive('invalidInbox') });
export const claimInboxResponse = ok({
  value: z
    .array(
      z.object({
        inbox_id: z.number().int(),
        reward_type: z.enum(['cash', 'token']),
        reward_amount: amount,
        game_balance: amount,
        token_balance: amount,
      }),
    )
    .length(1),
});

export const checkStatusRequest = playerBody;
export const checkStatusResponse = ok({ value: z.array(z.object({ status: z.literal('ACTIVE') })).length(1) });

export const analyticsEntrySchema = z.object({ section: z.enum(['HEAD', 'BODY']), script: z.string() });
export const getAnalyticsRequest = z.object({ domain_name: domainName });
export const getAnalyticsResponse = ok({ value: z.array(analyticsEntrySchema) });

export const adsVisitRequest = siteBody.extend({ fbp: optionalText(256), appsflyer_id: optionalText(128) });
export const adsVisitResponse = ok({});

export const getProfileRequest = playerBody;
/** The account page: the phone is masked, so a borrowed screen does not leak it. */
export const getProfileResponse = ok({
  value: z
    .array(
      z.object({
        account_id: z.string(),
        full_name: z.string(),
        contact_email: z.string(),
        contact_phone: z.string().describe('masked, e.g. +63******4567'),
        referral_code: z.string(),
        vip_level: z.number().int(),
        created_at: isoDateTime,
        previous_login_at: isoDateTime.nullable(),
      }),
    )
    .length(1),
});

export const readInboxRequest = playerBody.extend({ inbox_id: z.coerce.number().int().positive('invalidInbox') });
export const readInboxResponse = ok({ unread: z.number().int() });
