import type { CallResponse, CmsPage } from '@wl/contract';
import { CMS_PAGES } from '@wl/contract';

/** Test fixtures of the info feature: CMS answers. */
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
