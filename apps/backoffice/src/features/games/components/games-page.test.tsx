import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { catalogueAdmin } from '@wl/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/shared/api/call';
import { answerCalls, memberFixture, refusal, renderApp } from '@/test/render-app';

vi.mock('@/shared/api/call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/call')>()),
  call: vi.fn(),
}));

type Game = catalogueAdmin.CatalogueGame;
type ListGame = catalogueAdmin.CatalogueListGame;
type Provider = catalogueAdmin.CatalogueProvider;

function game(id: number, name: string, overrides: Partial<Game> = {}): Game {
  return {
    game_id: id,
    provider_code: 'JILI',
    provider_name: 'JILI',
    game_code: name.toLowerCase().replaceAll(' ', '_'),
    game_name: name,
    game_type: 'slots',
    enabled: true,
    provider_enabled: true,
    catalogue_enabled: true,
    playable: true,
    position: null,
    lists: [],
    picture_url: `/img/games/JILI/${id}.svg`,
    has_own_picture: false,
    ...overrides,
  };
}

const listGame = (row: Game): ListGame => ({
  game_id: row.game_id,
  provider_code: row.provider_code,
  game_code: row.game_code,
  game_name: row.game_name,
  game_type: row.game_type,
  picture_url: row.picture_url,
  playable: row.playable,
});

const GAMES = [game(1, 'Super Ace', { lists: ['hot'] }), game(2, 'Fortune Gems'), game(3, 'Aviator', { game_type: 'crash' })];

const PROVIDERS: Provider[] = [
  {
    provider_code: 'JILI',
    provider_name: 'JILI',
    category: 'slots',
    logo_url: '/img/providers/jili.svg',
    game_total: 40,
    enabled: true,
    integration: {
      kind: 'http',
      launch_url: 'https://jili.example/launch',
      enabled: true,
      secret_set: true,
      secret_set_at: '2026-11-20T08:00:00.000Z',
      updated_at: '2026-11-20T08:00:00.000Z',
    },
  },
  {
    provider_code: 'JDB',
    provider_name: 'JDB',
    category: 'slots',
    logo_url: '/img/providers/jdb.svg',
    game_total: 12,
    enabled: false,
    integration: null,
  },
];

const marketing = memberFixture({ role: 'marketing', permissions: ['sites.read', 'content.manage', 'reports.read'] });
const readOnly = memberFixture({
  role: 'read_only',
  permissions: ['sites.read', 'players.read', 'cashier.read', 'reports.read'],
});
const platformOwner = memberFixture({
  role: 'owner',
  operator: null,
  permissions: ['sites.read', 'providers.manage', 'content.manage'],
});

/** The catalogue kept as the server keeps it, so that a change shows on the next list; refused: the server's refusal of a change. */
function answerCatalogue(member = marketing, refused?: string) {
  const games = GAMES.map((row) => ({ ...row }));
  let hot: ListGame[] = [listGame(games[0]!)];
  const providers = PROVIDERS.map((row) => ({ ...row }));
  let unconnected: 'hide' | 'coming_soon' = 'hide';
  answerCalls({
    staffMe: () => ({ statusCode: 1, me: member }),
    catalogueProvidersList: () => ({
      statusCode: 1,
      value: providers,
      may_edit_integrations: member.operator === null,
      unconnected_games: unconnected,
    }),
    catalogueUnconnectedSet: ({ unconnected_games }) => {
      if (refused) throw refusal(refused);
      unconnected = unconnected_games;
      return { statusCode: 1, value: { unconnected_games } };
    },
    catalogueGamesList: ({ search = '', playable }) => {
      const found = games.filter(
        (row) =>
          row.game_name.toLowerCase().includes(search.toLowerCase()) && (playable === undefined || row.playable === playable),
      );
      return { statusCode: 1, value: found, total: found.length };
    },
    catalogueGamesUpdate: ({ game_id, enabled }) => {
      const row = games.find((each) => each.game_id === game_id)!;
      if (enabled !== undefined) Object.assign(row, { enabled, playable: enabled });
      return { statusCode: 1, value: row };
    },
    catalogueGamesSetEnabled: ({ game_ids, enabled }) => {
      const changed = games.filter((row) => game_ids.includes(row.game_id));
      for (const row of changed) Object.assign(row, { enabled, playable: enabled });
      return { statusCode: 1, value: changed };
    },
    catalogueListsGet: () => ({ statusCode: 1, value: { hot, featured: [], popular: [], new: [], popup: [] } }),
    catalogueListsSet: ({ game_ids }) => {
      hot = game_ids.map((id) => listGame(games.find((row) => row.game_id === id)!));
      return { statusCode: 1, value: hot };
    },
    catalogueProvidersSetEnabled: ({ provider_code, enabled }) => {
      const row = providers.find((each) => each.provider_code === provider_code)!;
      row.enabled = enabled;
      return { statusCode: 1, value: row };
    },
    catalogueIntegrationSave: ({ provider_code }) => {
      if (provider_code === 'JDB') throw refusal('validationFailed', { errors: [{ field: 'secret', key: 'required' }] });
      return { statusCode: 1, value: providers[0]!.integration! };
    },
  });
}

function callsOf(name: string) {
  return vi.mocked(call).mock.calls.filter(([called]) => called === name);
}

beforeEach(() => {
  vi.mocked(call).mockReset();
  notifications.clean();
});

describe('Games and providers', () => {
  it("pages the site's catalogue on the server and switches a game off for the site", async () => {
    answerCatalogue();
    const user = userEvent.setup();
    renderApp('/games?site=1');
    const table = await screen.findByRole('table', { name: 'Games of Manila Royale' });
    expect(await within(table).findByText('Super Ace')).toBeVisible();
    expect(callsOf('catalogueGamesList')[0]?.[1]).toMatchObject({ site_id: 1, page: 1, page_size: 25, sort: 'game_name' });
    const row = within(table).getByText('Fortune Gems').closest('tr') as HTMLElement;
    expect(within(row).getByText('Shown')).toBeVisible();

    await user.click(within(row).getByRole('switch', { name: 'Offer Fortune Gems on this site' }));
    await waitFor(() => expect(callsOf('catalogueGamesUpdate')[0]?.[1]).toEqual({ site_id: 1, game_id: 2, enabled: false }));
    expect(await screen.findByText('Fortune Gems is switched off on this site.')).toBeVisible();
    expect(await within(row).findByText('Switched off')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Filter by Game' }), 'avi');
    await waitFor(() => expect(callsOf('catalogueGamesList').at(-1)?.[1]).toMatchObject({ search: 'avi', page: 1 }));
    await waitFor(() => expect(within(table).queryByText('Super Ace')).toBeNull());
  });

  it('switches the chosen games off together', async () => {
    answerCatalogue();
    const user = userEvent.setup();
    renderApp('/games?site=1');
    const table = await screen.findByRole('table', { name: 'Games of Manila Royale' });
    await within(table).findByText('Super Ace');
    await user.click(within(table).getByRole('checkbox', { name: 'Choose Super Ace' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Choose Aviator' }));
    const bulk = screen.getByRole('region', { name: 'Chosen games' });
    expect(within(bulk).getByText('2 games chosen')).toBeVisible();
    await user.click(within(bulk).getByRole('button', { name: 'Switch them off' }));
    await waitFor(() =>
      expect(callsOf('catalogueGamesSetEnabled')[0]?.[1]).toEqual({ site_id: 1, game_ids: [1, 3], enabled: false }),
    );
    expect(await screen.findByText('2 games are switched off on this site.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Chosen games' })).toBeNull();
    const aviator = within(table).getByText('Aviator').closest('tr') as HTMLElement;
    expect(await within(aviator).findByText('Switched off')).toBeVisible();

    await user.click(within(table).getByRole('checkbox', { name: 'Choose every game of this page' }));
    expect(within(screen.getByRole('region', { name: 'Chosen games' })).getByText('3 games chosen')).toBeVisible();
  });

  it('shows the catalogue read-only to a member who may not change it', async () => {
    answerCatalogue(readOnly);
    renderApp('/games?site=1');
    const table = await screen.findByRole('table', { name: 'Games of Manila Royale' });
    expect(await within(table).findByText('Super Ace')).toBeVisible();
    expect(within(table).queryByRole('switch')).toBeNull();
    expect(within(table).queryByRole('checkbox')).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('puts a game first in the hot list and saves the list in its new order', async () => {
    answerCatalogue();
    const user = userEvent.setup();
    renderApp('/games?site=1&tab=lists');
    const list = await screen.findByRole('list', { name: 'Hot games, in the order players see them' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const save = screen.getByRole('button', { name: 'Save the Hot list' });
    expect(save).toBeDisabled();

    await user.type(screen.getByRole('combobox', { name: 'Add a game' }), 'Avia');
    await user.click(await screen.findByRole('option', { name: 'Aviator · JILI' }));
    await user.click(within(list).getByRole('button', { name: 'Move Aviator up' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Aviator'), expect.stringContaining('Super Ace')]);
    await user.click(save);
    await waitFor(() => expect(callsOf('catalogueListsSet')[0]?.[1]).toEqual({ site_id: 1, list: 'hot', game_ids: [3, 1] }));
    expect(await screen.findByText('The Hot list is saved.')).toBeVisible();
  });

  it('offers a provider on the site, and shows its connection without any secret', async () => {
    answerCatalogue(memberFixture({ role: 'admin', permissions: ['sites.read', 'providers.manage', 'content.manage'] }));
    const user = userEvent.setup();
    renderApp('/games?site=1&tab=providers');
    const table = await screen.findByRole('table', { name: 'Providers of Manila Royale' });
    const jili = within(table).getByText('https://jili.example/launch').closest('tr') as HTMLElement;
    expect(within(jili).getByText(/^Secret set /)).toBeVisible();
    // an operator's member sees connections but does not change them
    expect(within(table).queryByRole('button', { name: /^Connect / })).toBeNull();

    await user.click(within(table).getByRole('switch', { name: 'Offer JDB on this site' }));
    await waitFor(() =>
      expect(callsOf('catalogueProvidersSetEnabled')[0]?.[1]).toEqual({ site_id: 1, provider_code: 'JDB', enabled: true }),
    );
    expect(await screen.findByText('Manila Royale offers JDB.')).toBeVisible();
  });

  it('chooses whether games of providers not connected are hidden or shown as coming soon', async () => {
    answerCatalogue(memberFixture({ role: 'admin', permissions: ['sites.read', 'providers.manage', 'content.manage'] }));
    const user = userEvent.setup();
    renderApp('/games?site=1&tab=providers');
    const choice = await screen.findByRole('radiogroup', { name: 'Games of providers that are not connected' });
    expect(within(choice).getByRole('radio', { name: 'Hide them' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'Show as coming soon' }));
    await waitFor(() =>
      expect(callsOf('catalogueUnconnectedSet')[0]?.[1]).toEqual({ site_id: 1, unconnected_games: 'coming_soon' }),
    );
    expect(
      await screen.findByText('Games of providers that are not connected show as coming soon on Manila Royale.'),
    ).toBeVisible();
    await waitFor(() => expect(within(choice).getByRole('radio', { name: 'Show as coming soon' })).toBeChecked());
  });

  it('says in a toast why the choice was refused, and keeps the one saved', async () => {
    answerCatalogue(memberFixture({ role: 'admin', permissions: ['sites.read', 'providers.manage'] }), 'forbidden');
    const user = userEvent.setup();
    renderApp('/games?site=1&tab=providers');
    const choice = await screen.findByRole('radiogroup', { name: 'Games of providers that are not connected' });
    await user.click(within(choice).getByRole('radio', { name: 'Show as coming soon' }));
    expect(await screen.findByText('Your role does not allow this.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(within(choice).getByRole('radio', { name: 'Hide them' })).toBeChecked();
  });

  it('shows the choice read-only to a member who may not change it', async () => {
    answerCatalogue(memberFixture({ role: 'read_only', permissions: ['sites.read'] }));
    renderApp('/games?site=1&tab=providers');
    const choice = await screen.findByRole('radiogroup', { name: 'Games of providers that are not connected' });
    expect(within(choice).getByRole('radio', { name: 'Show as coming soon' })).toBeDisabled();
  });

  it('lets platform staff connect a provider, with the secret written and never shown', async () => {
    answerCatalogue(platformOwner);
    const user = userEvent.setup();
    renderApp('/games?site=1&tab=providers');
    await user.click(await screen.findByRole('button', { name: 'Connect JILI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connection of JILI' });
    const secret = within(dialog).getByLabelText('Shared secret');
    expect(secret).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: /^Launch URL/ })).toHaveValue('https://jili.example/launch');
    await user.click(within(dialog).getByRole('button', { name: 'Save the connection' }));
    await waitFor(() =>
      expect(callsOf('catalogueIntegrationSave')[0]?.[1]).toEqual({
        provider_code: 'JILI',
        kind: 'http',
        launch_url: 'https://jili.example/launch',
      }),
    );
    expect(await screen.findByText('The connection of JILI is saved.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Connect JDB' }));
    const fresh = await screen.findByRole('dialog', { name: 'Connection of JDB' });
    await user.type(within(fresh).getByRole('textbox', { name: /^Launch URL/ }), 'https://jdb.example/launch');
    await user.click(within(fresh).getByRole('button', { name: 'Save the connection' }));
    expect(await within(fresh).findByText('This field is required.')).toBeVisible();
  });
});
