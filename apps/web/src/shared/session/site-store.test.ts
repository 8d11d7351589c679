import { beforeEach, describe, expect, it } from 'vitest';
import { menuItem, startupFixture } from '@/shared/testing/site';
import { useSiteStore } from './site-store';

beforeEach(() => useSiteStore.getState().reset(''));

describe('applyStartup', () => {
  it('stores the content, the theme and the trimmed menus of a valid startup', () => {
    useSiteStore.getState().applyStartup(startupFixture());
    const state = useSiteStore.getState();
    expect(state.status).toBe('ready');
    expect(state.template).toBe('slot2');
    expect(state.site?.site_name).toBe('Lucky Piso');
    expect(state.content.game_menu.map((item) => item.key)).toEqual(['slots']);
    expect(state.hasHotGames).toBe(true);
  });

  it('records that there are no hot games when no menu has the entry', () => {
    useSiteStore
      .getState()
      .applyStartup(startupFixture({ content: { menu: [menuItem('slots', 'slots')], game_menu: [], footer_menu: [] } }));
    expect(useSiteStore.getState().hasHotGames).toBe(false);
  });

  it('stops at maintenance: only the layout data is kept, no content', () => {
    const maintenance = { is_maintenance: true, start_date: '2030-01-01T00:00:00Z', end_date: null };
    useSiteStore.getState().applyStartup(startupFixture({ maintenance, message: 'maintenance' }));
    const state = useSiteStore.getState();
    expect(state.status).toBe('maintenance');
    expect(state.maintenance).toEqual(maintenance);
    expect(state.template).toBe('slot2');
    expect(state.content).toEqual({ menu: [], game_menu: [], footer_menu: [] });
    expect(state.live_chat.chat_id).toBe('');
  });

  it('resets with "Invalid theme code" for an unknown theme', () => {
    useSiteStore.getState().applyStartup(startupFixture({ site: { theme_code: 'slot99' } }));
    expect(useSiteStore.getState()).toMatchObject({
      status: 'failed',
      message: 'Invalid theme code',
      site: null,
      template: null,
    });
  });

  it('resets with "Invalid theme color" for a colour the theme does not allow', () => {
    useSiteStore.getState().applyStartup(startupFixture({ site: { theme_color: 'gold' } }));
    expect(useSiteStore.getState()).toMatchObject({ status: 'failed', message: 'Invalid theme color', site: null });
  });

  it('resets with the server message when startup fails', () => {
    useSiteStore.getState().applyStartup(startupFixture());
    useSiteStore.getState().reset('siteNotFound');
    expect(useSiteStore.getState()).toMatchObject({ status: 'failed', message: 'siteNotFound', site: null });
  });
});
