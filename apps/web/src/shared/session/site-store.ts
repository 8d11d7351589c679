import type { Language, MenuItem, StartupResponse, ThemeCode } from '@wl/contract/lite';
import { create } from 'zustand';
import { hasHotGamesEntry, trimMenu, validateTheme } from './startup';

export type SiteStatus = 'loading' | 'ready' | 'maintenance' | 'failed';

/** Site and layout state (spec-coverage S3.6). */
export interface SiteState {
  status: SiteStatus;
  message: string;
  template: ThemeCode | null;
  language: Language;
  content: { menu: MenuItem[]; game_menu: MenuItem[]; footer_menu: MenuItem[] };
  maintenance: StartupResponse['maintenance'];
  site: StartupResponse['site'] | null;
  provider_count: StartupResponse['provider_count'];
  aff_domain: string;
  live_chat: StartupResponse['live_chat'];
  hasHotGames: boolean;
  accountList: { platform: string; name: string; url: string }[];
  applyStartup(response: StartupResponse): void;
  reset(message: string): void;
  setAccountList(list: SiteState['accountList']): void;
}

const EMPTY = {
  message: '',
  template: null,
  language: 'EN' as Language,
  content: { menu: [], game_menu: [], footer_menu: [] },
  maintenance: { is_maintenance: false, start_date: null, end_date: null },
  site: null,
  provider_count: [],
  aff_domain: '',
  live_chat: { chat_id: '', image_id: '' },
  hasHotGames: false,
  accountList: [],
};

export const useSiteStore = create<SiteState>((set) => ({
  status: 'loading',
  ...EMPTY,

  /** Steps 1–4 of the startup flow: maintenance first, then content, then the theme check. */
  applyStartup(response) {
    const theme = validateTheme(response.site);
    if (response.maintenance.is_maintenance) {
      set({
        ...EMPTY,
        status: 'maintenance',
        template: theme.ok ? theme.theme : null,
        maintenance: response.maintenance,
        site: response.site,
        language: response.language,
        message: response.message,
      });
      return;
    }
    if (!theme.ok) {
      set({ ...EMPTY, status: 'failed', message: theme.message });
      return;
    }
    const menu = trimMenu(response.content.menu, response.provider_count);
    const gameMenu = trimMenu(response.content.game_menu, response.provider_count);
    const footerMenu = trimMenu(response.content.footer_menu, response.provider_count);
    set({
      status: 'ready',
      message: response.message,
      template: theme.theme,
      language: response.language,
      content: { menu, game_menu: gameMenu, footer_menu: footerMenu },
      maintenance: response.maintenance,
      site: response.site,
      provider_count: response.provider_count,
      aff_domain: response.aff_domain,
      live_chat: response.live_chat,
      hasHotGames: hasHotGamesEntry(menu) || hasHotGamesEntry(gameMenu),
    });
  },

  reset(message) {
    set({ ...EMPTY, status: 'failed', message });
  },

  setAccountList(accountList) {
    set({ accountList });
  },
}));
