import type { CallResponse, CmsPage } from '@wl/contract';
import { CMS_PAGES } from '@wl/contract';
import { vi } from 'vitest';
import { type SiteState, useSiteStore } from '@/features/site/store';
import { SITE_FIXTURE } from '@/features/site/testing';

/** Test fixtures of the info feature: a site, CMS answers and a fetch stub by path. */
export function setInfoSite(overrides: Partial<NonNullable<SiteState['site']>> = {}) {
  useSiteStore.setState({
    status: 'ready',
    template: 'casino1',
    site: { ...SITE_FIXTURE, ...overrides },
    accountList: [],
  });
}

type Cms = CallResponse<'siteInfoDetail'>['cms'];

/** Every page enabled with an English and a Filipino body naming the page; overrides win. */
export function cmsAnswer(overrides: Partial<Cms> = {}): CallResponse<'siteInfoDetail'> {
  const cms = Object.fromEntries(
    CMS_PAGES.flatMap((page: CmsPage) => [
      [`en_${page}`, `<p>English ${page}</p>`],
      [`local_${page}`, `<p>Filipino ${page}</p>`],
      [`${page}_status`, true],
    ]),
  ) as Cms;
  return { statusCode: 1, cms: { ...cms, ...overrides } };
}

export function stubApi(answers: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: string | URL | Request, _init?: RequestInit) => {
    const body = answers[String(input)] ?? { statusCode: 404, message: 'routeNotFound' };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
