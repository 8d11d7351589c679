import { SEAMLESS_SIGNATURE_HEADER, SEAMLESS_TIMESTAMP_HEADER } from '@wl/contract';
import { hmac, safeEqual } from './crypto.js';

const SIGNATURE_PREFIX = 'sha256=';

/**
 * The x-wl-signature value of a seamless wallet request: HMAC-SHA256 of `${timestamp}.${rawBody}`
 * with the provider's secret. Both sides of the protocol (the operator checking, a provider
 * signing) use this one function, so they cannot drift apart.
 */
export function signSeamlessRequest(secret: string, timestamp: number | string, rawBody: string): string {
  return `${SIGNATURE_PREFIX}${hmac(secret, `${timestamp}.${rawBody}`)}`;
}

/** The headers a provider sends with a signed body, the timestamp being now in unix seconds. */
export function seamlessHeaders(secret: string, rawBody: string, now = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    [SEAMLESS_TIMESTAMP_HEADER]: String(timestamp),
    [SEAMLESS_SIGNATURE_HEADER]: signSeamlessRequest(secret, timestamp, rawBody),
  };
}

/** Constant-time check of a received signature. */
export function verifySeamlessSignature(secret: string, timestamp: string, rawBody: string, signature: string): boolean {
  return safeEqual(signSeamlessRequest(secret, timestamp, rawBody), signature);
}
