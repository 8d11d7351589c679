import type { MenuItem, StartupResponse } from '@wl/contract/lite';
import { type SiteState, useSiteStore } from '@/shared/session/site-store';

/** Test fixtures of the site feature: the site info, a startup answer and a ready site in the store. */
export const SITE_FIXTURE: StartupResponse['site'] = {
  site_name: 'Lucky Piso',
  currency: 'PHP',
  theme_code: 'casino1',
  theme_color: 'gold',
  logo1: '',
  logo2: '',
  logo3: '',
  status: 'active',
  expired_date: null,
  logo_text: 'LUCKY PISO',
  external_id: 'site-lucky',
  android_sub: '',
  ios_sub: '',
  show_preloader: false,
  show_bf_ann_modal: false,
  show_app_download: false,
  show_download_bar: false,
  show_popup_games: true,
  country: 'PH',
  timezone: 'Asia/Manila',
  min_age: 21,
  terms_version: '2026-11-25',
};

export const menuItem = (key: string, category: string | null, children: MenuItem[] = [], path = `/${key}`): MenuItem => ({
  key,
  title: key,
  path,
  icon: key,
  category,
  children,
});

export function startupFixture(
  overrides: { site?: Partial<StartupResponse['site']> } & Partial<Omit<StartupResponse, 'site'>> = {},
) {
  const { site, ...rest } = overrides;
  const response: StartupResponse = {
    statusCode: 1,
    message: 'OK',
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: {
      menu: [menuItem('hot', null), menuItem('slots', 'slots'), menuItem('promotions', null)],
      game_menu: [menuItem('slots', 'slots'), menuItem('fishing', 'fish')],
      footer_menu: [],
    },
    site: {
      ...SITE_FIXTURE,
      theme_code: 'slot2',
      theme_color: 'jackpot',
      android_sub: 'https://play.google.com/store/apps/details?id=com.example.luckypiso',
      ios_sub: 'https://apps.apple.com/app/luckypiso/id1',
      ...site,
    },
    language: 'EN',
    provider_count: [{ category: 'slots', total: 12 }],
    aff_domain: 'aff.luckypiso.example',
    live_chat: { chat_id: '', image_id: '' },
    ...rest,
  };
  return response;
}

/** A ready site (casino1 unless overridden) in the site store, with no social accounts loaded yet. */
export function setTestSite(overrides: Partial<NonNullable<SiteState['site']>> = {}) {
  useSiteStore.setState({
    status: 'ready',
    template: 'casino1',
    site: { ...SITE_FIXTURE, ...overrides },
    accountList: [],
  });
}
