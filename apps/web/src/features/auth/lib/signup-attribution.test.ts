import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { APPSFLYER_ID_KEY } from '@/shared/lib/ads-visit';
import { forgetReferrerCode, REFERRER_CODE_KEY, referrerCode, signupAttribution, VISITOR_ID_KEY } from './signup-attribution';

afterEach(() => Cookies.remove('_fbp'));

describe('signupAttribution', () => {
  it('takes the campaign tags from the URL, fbp and appsflyer_id from the ad visit, and a kept visitor id', () => {
    Cookies.set('_fbp', 'fb.1.1700000000.123');
    localStorage.setItem(APPSFLYER_ID_KEY, 'af-landing');
    const attribution = signupAttribution('?ch=facebook&cm=spring&pp=banner2&affiliate_code=AFF9');

    expect(attribution).toMatchObject({
      ch: 'facebook',
      cm: 'spring',
      pp: 'banner2',
      affiliate_code: 'AFF9',
      fbp: 'fb.1.1700000000.123',
      appsflyer_id: 'af-landing',
    });
    expect(attribution.visitor_id).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(attribution.visitor_id);
    expect(signupAttribution('').visitor_id).toBe(attribution.visitor_id);
  });

  it('sends empty fields when there is nothing to attribute, and cuts tags to the contract length', () => {
    expect(signupAttribution('')).toMatchObject({ ch: '', cm: '', pp: '', affiliate_code: '', fbp: '', appsflyer_id: '' });
    expect(signupAttribution(`?ch=${'x'.repeat(100)}`).ch).toHaveLength(64);
  });
});

describe('referrerCode', () => {
  it('prefills from ?ref= and keeps it for a later registration until forgotten', () => {
    expect(referrerCode('?ref=ABCD2345')).toBe('ABCD2345');
    expect(localStorage.getItem(REFERRER_CODE_KEY)).toBe('ABCD2345');
    expect(referrerCode('')).toBe('ABCD2345');
    expect(referrerCode('?ref=NEWCODE9')).toBe('NEWCODE9');
    forgetReferrerCode();
    expect(referrerCode('')).toBe('');
  });
});
