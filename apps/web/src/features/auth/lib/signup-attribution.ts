import type { CallRequest } from '@wl/contract/lite';
import { adsAttribution } from '@/shared/lib/ads-visit';
import { readStored, removeStored, writeStored } from '@/shared/lib/storage';

/** A random id per browser, so signups can be joined to the visits before them. */
export const VISITOR_ID_KEY = 'wl.visitor-id';
/** The code of the referral link the visitor arrived by, kept until a registration uses it. */
export const REFERRER_CODE_KEY = 'wl.referrer-code';

type Attribution = Pick<CallRequest<'signup'>, 'ch' | 'cm' | 'pp' | 'affiliate_code' | 'fbp' | 'appsflyer_id' | 'visitor_id'>;

/** The campaign fields of the landing URL, each cut to the contract's length so a long tag cannot fail the signup. */
const URL_FIELDS = { ch: 64, cm: 64, pp: 64, affiliate_code: 64 } as const;

function randomId(): string {
  // getRandomValues works on plain http too, where crypto.randomUUID does not exist.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function visitorId(): string {
  const stored = readStored('local', VISITOR_ID_KEY);
  if (stored) return stored;
  const id = randomId();
  writeStored('local', VISITOR_ID_KEY, id);
  return id;
}

/** The attribution fields of the signup call: campaign tags from the URL query, fbp and appsflyer_id, the visitor id. */
export function signupAttribution(search: string): Required<Attribution> {
  const query = new URLSearchParams(search);
  const fromUrl = (name: keyof typeof URL_FIELDS) => (query.get(name)?.trim() ?? '').slice(0, URL_FIELDS[name]);
  const ads = adsAttribution(search);
  return {
    ch: fromUrl('ch'),
    cm: fromUrl('cm'),
    pp: fromUrl('pp'),
    affiliate_code: fromUrl('affiliate_code'),
    fbp: ads.fbp.slice(0, 256),
    appsflyer_id: ads.appsflyer_id.slice(0, 128),
    visitor_id: visitorId(),
  };
}

/**
 * The referral code of a `?ref=` link (the /register middleware has already refused malformed
 * ones), kept on this device so a visitor who looks around first still credits the friend; else
 * the code kept from an earlier link.
 */
export function referrerCode(search: string): string {
  const fromLink = new URLSearchParams(search).get('ref')?.trim();
  if (fromLink) {
    writeStored('local', REFERRER_CODE_KEY, fromLink);
    return fromLink;
  }
  return readStored('local', REFERRER_CODE_KEY) ?? '';
}

export function forgetReferrerCode(): void {
  removeStored('local', REFERRER_CODE_KEY);
}
