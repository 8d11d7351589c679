import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { contentAdmin } from '@wl/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/shared/api/call';
import { answerCalls, memberFixture, renderApp } from '@/test/render-app';

vi.mock('@/shared/api/call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/call')>()),
  call: vi.fn(),
}));

/** A marketing member on the demo's Chinese site: reads and writes content. */
const marketing = memberFixture({
  role: 'marketing',
  sites: [{ id: 2, name: 'Golden Dragon', domain: 'casino2.localhost', currency: 'CNY', language: 'CN' }],
  permissions: ['sites.read', 'content.manage', 'reports.read'],
});
const readOnly = memberFixture({ role: 'read_only', permissions: ['sites.read', 'players.read', 'cashier.read'] });

const PAGE_NAMES = ['about_us', 'privacy_policy', 'responsible_gaming', 'banking', 'faqs', 'term_condition'] as const;

function pages(overrides: Partial<contentAdmin.ContentPage> = {}): contentAdmin.ContentPage[] {
  return PAGE_NAMES.map((page) => ({
    page,
    en_body: page === 'about_us' ? '<p>Hello <strong>players</strong></p>' : '',
    local_body: page === 'about_us' ? '<p>你好</p>' : '',
    enabled: page === 'about_us',
    updated_at: null,
    ...(page === 'about_us' ? overrides : {}),
  }));
}

function news(id: number, fields: Partial<contentAdmin.ContentNews> = {}): contentAdmin.ContentNews {
  return {
    news_id: id,
    en_title: `Article ${id}`,
    local_title: `文章 ${id}`,
    en_body: '<p>Body</p>',
    local_body: '',
    image: '',
    status: 'published',
    published_at: '2026-11-20T08:00:00.000Z',
    ...fields,
  };
}

function callsOf(name: string) {
  return vi.mocked(call).mock.calls.filter(([called]) => called === name);
}

beforeEach(() => {
  vi.mocked(call).mockReset();
  notifications.clean();
});

describe('Content: pages', () => {
  it("shows a page's English and Chinese texts in the editor, saves them, and says when the server cleaned them", async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: marketing }),
      contentPagesList: () => ({ statusCode: 1, value: pages(), language: 'CN' }),
      contentPagesSave: (body) => ({
        statusCode: 1,
        value: {
          page: body.page,
          en_body: '<p>Hello players</p>',
          local_body: body.local_body ?? '',
          enabled: body.enabled,
          updated_at: '2026-11-26T01:00:00.000Z',
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/content?site=2');
    const english = await screen.findByRole('textbox', { name: 'Text (English)' });
    expect(english.innerHTML).toContain('<strong>players</strong>');
    expect(screen.getByRole('textbox', { name: 'Text (CN)' }).textContent).toBe('你好');
    expect(screen.getByRole('toolbar', { name: 'Formatting of Text (English)' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf('contentPagesSave')).toHaveLength(1));
    expect(callsOf('contentPagesSave')[0]?.[1]).toEqual({
      site_id: 2,
      page: 'about_us',
      en_body: '<p>Hello <strong>players</strong></p>',
      local_body: '<p>你好</p>',
      enabled: true,
    });
    expect(await screen.findByText(/The server removed what pages may not hold/)).toBeInTheDocument();
  });

  it('offers a member who may only read no save, and says so', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: readOnly }),
      contentPagesList: () => ({ statusCode: 1, value: pages(), language: 'PHP' }),
    });
    renderApp('/content?site=1');
    expect(await screen.findByRole('textbox', { name: 'Text (English)' })).toBeInTheDocument();
    expect(screen.getByText(/changing it needs the content permission/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('Content: search results', () => {
  it('previews the search result as typed, cut where a search engine cuts it', async () => {
    const record: contentAdmin.ContentSeo = {
      page_name: 'home',
      en_item_name: '',
      local_item_name: '',
      en_meta_title: '',
      local_meta_title: '',
      en_meta_desc: '',
      local_meta_desc: '',
      meta_keywords: '',
      meta_canonical: '',
      meta_image_url: '',
      saved: false,
    };
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: marketing }),
      contentSeoList: () => ({
        statusCode: 1,
        value: [record],
        language: 'CN',
        site_name: 'Golden Dragon',
        domain: 'golden.example',
      }),
      contentSeoSave: (body) => ({ statusCode: 1, value: { ...record, ...body, saved: true } as contentAdmin.ContentSeo }),
    });
    const user = userEvent.setup();
    renderApp('/content?site=2&tab=seo');
    const preview = await screen.findByRole('figure', { name: 'In English' });
    expect(within(preview).getByTestId('snippet-title')).toHaveTextContent('Golden Dragon');
    await user.click(screen.getByRole('textbox', { name: 'Title (English)' }));
    await user.paste('Golden Dragon online casino with slots, fishing games and live dealers every day');
    expect(within(preview).getByTestId('snippet-title')).toHaveTextContent(
      'Golden Dragon online casino with slots, fishing games and…',
    );
    expect(within(preview).getByText('Cut: a search engine would not show all of it.')).toBeVisible();
    expect(screen.getByText('80 / 60 characters')).toBeInTheDocument();
    const chinese = screen.getByRole('figure', { name: 'In CN' });
    await user.click(screen.getByRole('textbox', { name: 'Title (CN)' }));
    await user.paste('金龙在线娱乐场');
    expect(within(chinese).getByTestId('snippet-title')).toHaveTextContent('金龙在线娱乐场');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf('contentSeoSave')).toHaveLength(1));
    expect(callsOf('contentSeoSave')[0]?.[1]).toMatchObject({
      site_id: 2,
      page_name: 'home',
      local_meta_title: '金龙在线娱乐场',
    });
  });
});

describe('Content: news', () => {
  it('lists articles with their status and publishes a hidden one', async () => {
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: marketing }),
      contentNewsList: () => ({
        statusCode: 1,
        value: [news(2, { status: 'hidden' }), news(1), news(3, { published_at: '2099-01-01T00:00:00.000Z' })],
        language: 'CN',
      }),
      contentNewsSetStatus: (body) => ({ statusCode: 1, value: news(body.news_id, { status: body.status }) }),
    });
    const user = userEvent.setup();
    renderApp('/content?site=2&tab=news');
    const table = await screen.findByRole('table', { name: 'News articles, newest first' });
    await within(table).findByText('Article 2');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['Hidden', 'Published', 'Scheduled']);
    expect(within(rows[0]!).getByText('文章 2')).toBeVisible();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Publish: Article 2' }));
    await waitFor(() => expect(callsOf('contentNewsSetStatus')[0]?.[1]).toEqual({ site_id: 2, news_id: 2, status: 'published' }));
    expect(await screen.findByText('“Article 2” is published.')).toBeInTheDocument();
  });
});

describe('Content: broadcasts', () => {
  it('counts the segment as it is chosen, then sends once after a confirmation naming the players and the reward', async () => {
    const sent: contentAdmin.Broadcast = {
      broadcast_id: 9,
      en_title: 'VIP gift',
      local_title: '',
      en_body: 'Thanks',
      local_body: '',
      segment: { vip_levels: [], active_within_days: null, depositors_only: true },
      reward_cash: 10,
      reward_tokens: 5,
      expires_at: null,
      recipients: 3,
      claims: 0,
      created_by: 'mia',
      created_at: '2026-11-26T01:00:00.000Z',
    };
    answerCalls({
      staffMe: () => ({ statusCode: 1, me: marketing }),
      broadcastsList: () => ({
        statusCode: 1,
        value: callsOf('broadcastsSend').length > 0 ? [sent] : [],
        currency: 'CNY',
        language: 'CN',
      }),
      broadcastsAudience: (body) => ({ statusCode: 1, recipients: body.segment.depositors_only ? 3 : 12 }),
      broadcastsSend: () => ({ statusCode: 1, value: sent }),
    });
    const user = userEvent.setup();
    renderApp('/content?site=2&tab=broadcasts');
    await user.click(await screen.findByRole('button', { name: 'New broadcast' }));
    const dialog = await screen.findByRole('dialog', { name: 'New broadcast' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title (English)' }), 'VIP gift');
    await user.type(within(dialog).getByRole('textbox', { name: 'Text (English)' }), 'Thanks');
    expect(await within(dialog).findByText('Reaches 12 players now.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Only players who have made a deposit' }));
    expect(await within(dialog).findByText('Reaches 3 players now.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Money (CNY)' }), '10');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tokens' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Review and send' }));

    const confirm = await screen.findByRole('dialog', { name: 'Send this broadcast?' });
    expect(confirm).toHaveTextContent('“VIP gift” goes to the inbox of 3 players of Golden Dragon.');
    expect(confirm).toHaveTextContent(/Each can claim .*10\.00 and 5 tokens once\./);
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsOf('broadcastsSend')).toHaveLength(1));
    expect(callsOf('broadcastsSend')[0]?.[1]).toMatchObject({
      site_id: 2,
      en_title: 'VIP gift',
      en_body: 'Thanks',
      segment: { vip_levels: [], active_within_days: null, depositors_only: true },
      reward_cash: 10,
      reward_tokens: 5,
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await screen.findByText('Sent to 3 players.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Broadcasts, newest first' });
    expect(await within(table).findByText('depositors')).toBeVisible();
  });
});
