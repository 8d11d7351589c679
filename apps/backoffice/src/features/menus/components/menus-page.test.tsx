import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { MenuItem } from '@wl/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type CallRequest, call } from '@/shared/api/call';
import { answerCalls, memberFixture, refusal, renderApp } from '@/test/render-app';
import type { Menus } from '../api/get-menus';

vi.mock('@/shared/api/call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/call')>()),
  call: vi.fn(),
}));

const entry = (key: string, title: string, cn: string | null, children: MenuItem[] = []): MenuItem => ({
  key,
  title,
  titles: cn === null ? {} : { CN: cn },
  path: children.length > 0 ? '' : `/${key}`,
  icon: key,
  category: null,
  children,
});

const MENUS: Menus = {
  site_id: 2,
  language: 'CN',
  site: [
    entry('home', 'Home', '首页'),
    entry('news', 'News', null),
    entry('help', 'Help', '帮助', [entry('faqs', 'FAQs', '常见问题')]),
  ],
  game: [{ ...entry('slots', 'Slots', '老虎机'), category: 'slots' }],
  footer: [],
};

const MARKETING = memberFixture({ role: 'marketing', permissions: ['sites.read', 'content.manage', 'reports.read'] });
const READ_ONLY = memberFixture({ role: 'read_only', permissions: ['sites.read', 'players.read', 'cashier.read'] });

/** The menus kept as the server keeps them: a save shows on the next read. */
function answerMenus(member = MARKETING, save?: (body: CallRequest<'menusSave'>) => void) {
  let stored: Menus = structuredClone(MENUS);
  answerCalls({
    staffMe: () => ({ statusCode: 1, me: member }),
    menusGet: () => ({ statusCode: 1, value: stored }),
    menusSave: (body) => {
      save?.(body);
      const items = body.items.map((item) => ({
        ...item,
        titles: Object.fromEntries(Object.entries(item.titles ?? {}).filter(([, text]) => text.trim())),
        children: (item.children ?? []).map((child) => ({
          ...child,
          titles: Object.fromEntries(Object.entries(child.titles ?? {}).filter(([, text]) => text.trim())),
          children: [],
        })),
      })) as MenuItem[];
      stored = { ...stored, [body.menu]: items };
      return { statusCode: 1, value: stored };
    },
  });
}

function savesOf() {
  return vi.mocked(call).mock.calls.filter(([called]) => called === 'menusSave');
}

function entryGroup(name: string) {
  return screen.getByRole('group', { name });
}

/**
 * The member's mouse and keyboard. The pointer-events check reads every ancestor's computed style on
 * each click, which on a busy machine made a test of a few clicks outlast its time: nothing here is
 * hidden from the pointer by CSS.
 */
function setupUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** Types a value at once (a paste): the form re-renders per change, and a key-by-key type is slow in jsdom. */
async function typeInto(user: ReturnType<typeof setupUser>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

beforeEach(() => {
  vi.mocked(call).mockReset();
});

// A page of many fields: on a loaded machine each step takes seconds, so each test gets more than the default.
describe('Menus', { timeout: 90_000 }, () => {
  it("shows a Chinese site's menu with each entry's English and Chinese title, link and sub-entries", async () => {
    answerMenus();
    renderApp('/menus?site=2');
    await screen.findByRole('list', { name: 'Site menu entries' });
    expect(
      screen.getByText('Golden Dragon shows its menus in Chinese, and in English to players who choose English.'),
    ).toBeVisible();

    const home = entryGroup('Entry 1: Home');
    expect(within(home).getByRole('textbox', { name: 'Title (English)' })).toHaveValue('Home');
    expect(within(home).getByRole('textbox', { name: 'Title (Chinese)' })).toHaveValue('首页');
    expect(within(home).getByRole('textbox', { name: 'Link' })).toHaveValue('/home');
    // a title not written in Chinese yet is blank: players see the English one
    expect(within(entryGroup('Entry 2: News')).getByRole('textbox', { name: 'Title (Chinese)' })).toHaveValue('');
    const faqs = entryGroup('Sub-entry 1: FAQs');
    expect(within(faqs).getByRole('textbox', { name: 'Title (Chinese)' })).toHaveValue('常见问题');
    expect(vi.mocked(call).mock.calls.find(([name]) => name === 'menusGet')?.[1]).toEqual({ site_id: 2 });
  });

  it('adds an entry with its English and Chinese titles and saves the menu whole', async () => {
    answerMenus();
    const user = setupUser();
    renderApp('/menus?site=2');
    await screen.findByRole('list', { name: 'Site menu entries' });

    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    const added = entryGroup('Entry 4: New entry');
    await typeInto(user, within(added).getByRole('textbox', { name: 'Title (Chinese)' }), '贵宾俱乐部');
    const link = within(added).getByRole('textbox', { name: 'Link' });
    await user.clear(link);
    await typeInto(user, link, '/vip');
    await typeInto(user, within(added).getByRole('textbox', { name: 'Title (English)' }), 'VIP Club');
    await user.click(screen.getByRole('button', { name: 'Save the site menu' }));

    expect(await screen.findByText('Saved. Players see the change on their next page load.')).toBeVisible();
    const [[, body]] = savesOf() as [[string, CallRequest<'menusSave'>]];
    expect(body).toMatchObject({ site_id: 2, menu: 'site' });
    expect(body.items.map((item) => item.key)).toEqual(['home', 'news', 'help', 'entry-5']);
    expect(body.items[3]).toMatchObject({ title: 'VIP Club', titles: { CN: '贵宾俱乐部' }, path: '/vip' });
    expect(body.items[2]?.children?.[0]).toMatchObject({ key: 'faqs', titles: { CN: '常见问题' } });
    expect(within(entryGroup('Entry 4: VIP Club')).getByRole('textbox', { name: 'Title (Chinese)' })).toHaveValue('贵宾俱乐部');
  });

  it('moves an entry by keyboard with the focus on it, removes another, and saves the new order', async () => {
    answerMenus();
    const user = setupUser();
    renderApp('/menus?site=2');
    await screen.findByRole('list', { name: 'Site menu entries' });

    within(entryGroup('Entry 3: Help')).getByRole('button', { name: 'Move Help up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Entry 2: Help' })).toBeVisible());
    expect(screen.getByRole('button', { name: 'Move Help up' })).toHaveFocus();
    expect(screen.getByText('Help moved to place 2 of 3.')).toBeInTheDocument();
    // at the top the up button is off: the focus goes to the entry's down button
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Entry 1: Help' })).toBeVisible());
    expect(screen.getByRole('button', { name: 'Move Help down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove News' }));
    await user.click(screen.getByRole('button', { name: 'Save the site menu' }));
    expect(await screen.findByText('Saved. Players see the change on their next page load.')).toBeVisible();
    const [[, body]] = savesOf() as [[string, CallRequest<'menusSave'>]];
    expect(body.items.map((item) => item.key)).toEqual(['help', 'home']);
  });

  it("checks the entries with the contract's rules before sending anything", async () => {
    answerMenus();
    const user = setupUser();
    renderApp('/menus?site=2');
    await screen.findByRole('list', { name: 'Site menu entries' });

    await user.clear(within(entryGroup('Entry 1: Home')).getByRole('textbox', { name: 'Title (English)' }));
    const path = within(entryGroup('Entry 2: News')).getByRole('textbox', { name: 'Link' });
    await user.clear(path);
    await typeInto(user, path, 'https://elsewhere.example');
    await user.click(screen.getByRole('button', { name: 'Save the site menu' }));
    expect(await screen.findByText('This field is required.')).toBeVisible();
    expect(screen.getByText('Enter a page of the site starting with /, such as /promotions.')).toBeVisible();
    expect(savesOf()).toHaveLength(0);
  });

  it("shows the server's refusal on the field it names, opening the entry's key", async () => {
    answerMenus(MARKETING, () => {
      throw refusal('validationFailed', { statusCode: 422, errors: [{ field: 'items.1.key', key: 'menuKeyTaken' }] });
    });
    const user = setupUser();
    renderApp('/menus?site=2');
    await screen.findByRole('list', { name: 'Site menu entries' });
    expect(within(entryGroup('Entry 2: News')).queryByRole('textbox', { name: 'Key' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save the site menu' }));
    expect(await screen.findByText('Another entry of this menu has this key.')).toBeVisible();
    expect(within(entryGroup('Entry 2: News')).getByRole('textbox', { name: 'Key' })).toHaveValue('news');
    expect(savesOf()).toHaveLength(1);
  });

  it('puts the game menu and the footer in tabs kept in the URL', async () => {
    answerMenus();
    const user = setupUser();
    const { router } = renderApp('/menus?site=2');
    await screen.findByRole('list', { name: 'Site menu entries' });
    await user.click(screen.getByRole('tab', { name: 'Game menu' }));
    await screen.findByRole('list', { name: 'Game menu entries' });
    expect(within(entryGroup('Entry 1: Slots')).getByRole('textbox', { name: 'Title (Chinese)' })).toHaveValue('老虎机');
    expect(router.state.location.search).toContain('menu=game');
    await user.click(screen.getByRole('tab', { name: 'Footer' }));
    expect(await screen.findByText('This menu has no entries yet.')).toBeVisible();
  });

  it('keeps an unsaved draft while the member looks at another tab', async () => {
    answerMenus();
    const user = setupUser();
    renderApp('/menus?site=2');
    await screen.findByRole('list', { name: 'Site menu entries' });
    await user.click(screen.getByRole('button', { name: 'Remove News' }));
    await user.click(screen.getByRole('tab', { name: 'Game menu' }));
    await screen.findByRole('list', { name: 'Game menu entries' });
    await user.click(screen.getByRole('tab', { name: 'Site menu' }));
    const entries = await screen.findByRole('list', { name: 'Site menu entries' });
    expect(within(entries).queryByRole('group', { name: 'Entry 2: News' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeEnabled();
  });

  it('shows a member who may only read the menus without a way to change them', async () => {
    answerMenus(READ_ONLY);
    renderApp('/menus?site=2');
    await screen.findByRole('list', { name: 'Site menu entries' });
    expect(within(entryGroup('Entry 1: Home')).getByRole('textbox', { name: 'Title (English)' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Add entry' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Move|Remove|Save/ })).toBeNull();
  });

  it('asks a member with several sites to choose one first', async () => {
    answerMenus();
    const user = setupUser();
    renderApp('/menus');
    await user.click(await screen.findByRole('button', { name: 'Golden Dragon' }));
    expect(await screen.findByRole('list', { name: 'Site menu entries' })).toBeVisible();
  });
});
