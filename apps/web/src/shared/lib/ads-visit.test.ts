import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { ADS_VISIT_REPORTED_KEY, APPSFLYER_ID_KEY, adsAttribution, reportAdsVisit } from './ads-visit';

const ADSVISIT = '/api/settings/adsvisit';

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove('_fbp');
});

describe('adsAttribution', () => {
  it('reads the fbp cookie and keeps the appsflyer_id of the URL in localStorage', () => {
    Cookies.set('_fbp', 'fb.1.1700000000.123');
    expect(adsAttribution('?appsflyer_id=af-42&x=1')).toEqual({ fbp: 'fb.1.1700000000.123', appsflyer_id: 'af-42' });
    expect(localStorage.getItem(APPSFLYER_ID_KEY)).toBe('af-42');
    // A later page without the query still has it.
    expect(adsAttribution('')).toEqual({ fbp: 'fb.1.1700000000.123', appsflyer_id: 'af-42' });
  });
});

describe('reportAdsVisit', () => {
  it('reports fbp and appsflyer_id once per browser session', async () => {
    const fetchMock = fakeServer({ [ADSVISIT]: { statusCode: 1 } });
    Cookies.set('_fbp', 'fb.1.1700000000.123');
    window.history.replaceState(null, '', '/?appsflyer_id=af-42');
    await reportAdsVisit('site-lucky');
    await reportAdsVisit('site-lucky');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestsTo(fetchMock, ADSVISIT)[0]).toEqual({
      domain_name: 'localhost',
      external_id: 'site-lucky',
      fbp: 'fb.1.1700000000.123',
      appsflyer_id: 'af-42',
    });
    expect(sessionStorage.getItem(ADS_VISIT_REPORTED_KEY)).toBe('1');
  });

  it('reports with only one of the two', async () => {
    const fetchMock = fakeServer({ [ADSVISIT]: { statusCode: 1 } });
    window.history.replaceState(null, '', '/?appsflyer_id=af-7');
    await reportAdsVisit('site-lucky');
    expect(requestsTo(fetchMock, ADSVISIT)[0]).toMatchObject({ fbp: '', appsflyer_id: 'af-7' });
  });

  it('sends nothing when there is nothing to report', async () => {
    const fetchMock = fakeServer({ [ADSVISIT]: { statusCode: 1 } });
    await reportAdsVisit('site-lucky');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(ADS_VISIT_REPORTED_KEY)).toBeNull();
  });

  it('tries again on a later load when the call failed', async () => {
    const fetchMock = fakeServer({ [ADSVISIT]: { statusCode: 503, message: 'serviceUnavailable' } });
    Cookies.set('_fbp', 'fb.1.1700000000.123');
    await reportAdsVisit('site-lucky');
    expect(sessionStorage.getItem(ADS_VISIT_REPORTED_KEY)).toBeNull();
    await reportAdsVisit('site-lucky');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
