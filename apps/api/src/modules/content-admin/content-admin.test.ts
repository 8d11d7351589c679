import { randomUUID } from 'node:crypto';
import type { operator } from '@wl/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inboxItems, ledgerEntries, operators, players, sites, tokenLedger } from '../../db/schema/index.js';
import { expectSuccess, type StaffSession, signupPlayer, testAppForFile } from '../../test/harness.js';
import { balanceOf, expectLedgerMatchesBalance, playerIdOf } from '../../test/money.js';
import { moveMoney } from '../wallet/service.js';

const t = testAppForFile();

/** A Chinese site of the default operator of this file's own, so that its players are the test's alone. */
const DOMAIN = 'content-test.example';
const DAY_MS = 86_400_000;

let siteId: number;
let localhostId: number;
let marketing: StaffSession;
let readOnly: StaffSession;

beforeAll(async () => {
  const created = await t.operator('sites/create', {
    domain: DOMAIN,
    theme_code: 'casino1',
    theme_color: 'gold',
    language: 'CN',
    currency: 'CNY',
  });
  expectSuccess(created);
  siteId = created.value.id;
  localhostId = (await t.app.sites.byDomain('localhost')).id;
  marketing = await t.staffSession('marketing');
  readOnly = await t.staffSession('read_only');
});

const HOSTILE =
  '<script>alert(1)</script><p onclick="steal()" style="color:red">Hello <a href="javascript:alert(1)">click</a> ' +
  '<img src="http://evil.example/x.png" onerror="steal()"><a href="https://ok.example/terms">terms</a></p>' +
  '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><h1>Big</h1>';

function expectClean(html: string) {
  for (const banned of ['<script', 'onclick', 'javascript:', 'onerror', '<iframe', '<style', 'style=', 'evil.example', '<h1']) {
    expect(html).not.toContain(banned);
  }
}

describe('CMS pages', () => {
  it('lists every page, stores the HTML cleaned by the one allow-list, shows it to players and audits before and after', async () => {
    const listed = await t.backoffice('contentPagesList', { site_id: siteId }, readOnly);
    expectSuccess(listed);
    expect(listed.value.map((page) => page.page)).toEqual([
      'about_us',
      'privacy_policy',
      'responsible_gaming',
      'banking',
      'faqs',
      'term_condition',
    ]);
    expect(listed.language).toBe('CN');

    const saved = await t.backoffice(
      'contentPagesSave',
      {
        site_id: siteId,
        page: 'about_us',
        en_body: HOSTILE,
        local_body: `<p>关于我们</p>${HOSTILE}`,
        enabled: true,
        reason: 'launch',
      },
      marketing,
    );
    expectSuccess(saved);
    expectClean(saved.value.en_body);
    expectClean(saved.value.local_body);
    expect(saved.value.en_body).toContain('<a href="https://ok.example/terms" rel="noopener noreferrer">terms</a>');
    expect(saved.value.en_body).toContain('<h2>Big</h2>');
    expect(saved.value.local_body).toContain('<p>关于我们</p>');
    expect(saved.value.updated_at).not.toBeNull();

    const player = await t.call('siteInfoDetail', await t.site(DOMAIN));
    expectSuccess(player);
    expect(player.cms.about_us_status).toBe(true);
    expect(player.cms.en_about_us).toBe(saved.value.en_body);
    expect(player.cms.local_about_us).toBe(saved.value.local_body);

    const audit = await t.latestAudit('content.page.save');
    expect(audit).toMatchObject({ siteId, reason: 'launch', before: null, role: 'marketing' });
    expect(audit?.after).toMatchObject({ page: 'about_us', enabled: true, en_body: saved.value.en_body });

    const hidden = await t.backoffice(
      'contentPagesSave',
      { site_id: siteId, page: 'about_us', en_body: '<p>Draft</p>', enabled: false },
      marketing,
    );
    expectSuccess(hidden);
    const afterHide = await t.latestAudit('content.page.save');
    expect(afterHide?.before).toMatchObject({ enabled: true, en_body: saved.value.en_body });
    expect(afterHide?.after).toMatchObject({ enabled: false, en_body: '<p>Draft</p>' });
    const drafted = await t.call('siteInfoDetail', await t.site(DOMAIN));
    expectSuccess(drafted);
    expect(drafted.cms).toMatchObject({ about_us_status: false, en_about_us: '' });
  });

  it('refuses a page it does not know and a body over the limit', async () => {
    expect(
      await t.backoffice('contentPagesSave', { site_id: siteId, page: 'secrets', en_body: '<p>x</p>', enabled: true }, marketing),
    ).toMatchObject({ httpStatus: 422, message: 'validationFailed' });
    expect(
      await t.backoffice(
        'contentPagesSave',
        { site_id: siteId, page: 'faqs', en_body: 'x'.repeat(100_001), enabled: true },
        marketing,
      ),
    ).toMatchObject({ message: 'validationFailed' });
  });
});

describe('SEO records', () => {
  it('saves a page record in both languages, which the player app reads', async () => {
    const before = await t.backoffice('contentSeoList', { site_id: siteId }, readOnly);
    expectSuccess(before);
    expect(before.value.find((row) => row.page_name === 'promotions')).toMatchObject({ saved: false, en_meta_title: '' });
    expect(before).toMatchObject({ domain: DOMAIN, language: 'CN' });

    const saved = await t.backoffice(
      'contentSeoSave',
      {
        site_id: siteId,
        page_name: 'promotions',
        en_meta_title: 'Promotions and bonuses',
        local_meta_title: '优惠活动',
        en_meta_desc: 'Every bonus of the week.',
        local_meta_desc: '本周所有奖金。',
        meta_canonical: 'https://content-test.example/promotions',
      },
      marketing,
    );
    expectSuccess(saved);
    expect(saved.value).toMatchObject({ saved: true, local_meta_title: '优惠活动' });

    const player = await t.call('seo', { ...(await t.site(DOMAIN)), page_name: 'promotions' });
    expectSuccess(player);
    expect(player.value).toMatchObject({
      meta_title: 'Promotions and bonuses',
      local_meta_title: '优惠活动',
      meta_desc: 'Every bonus of the week.',
      local_meta_desc: '本周所有奖金。',
      meta_canonical: 'https://content-test.example/promotions',
    });
    expect((await t.latestAudit('content.seo.save'))?.after).toMatchObject({
      page_name: 'promotions',
      local_meta_title: '优惠活动',
    });
  });

  it('refuses a page name outside the list, a canonical URL that is not http(s) and an unsafe image', async () => {
    for (const fields of [
      { page_name: 'admin' },
      { page_name: 'home', meta_canonical: 'javascript:alert(1)' },
      { page_name: 'home', meta_image_url: 'javascript:alert(1)' },
    ]) {
      expect(await t.backoffice('contentSeoSave', { site_id: siteId, ...fields }, marketing)).toMatchObject({
        message: 'validationFailed',
      });
    }
  });
});

describe('news', () => {
  type NewsBody = operator.OperatorRequest<'contentNewsSave'>;
  const article = (fields: Partial<NewsBody> = {}): NewsBody => ({
    site_id: siteId,
    en_title: 'Grand opening',
    local_title: '盛大开业',
    en_body: `<p>Welcome</p>${HOSTILE}`,
    local_body: '<p>欢迎</p>',
    published_at: new Date(Date.now() - 60_000).toISOString(),
    status: 'hidden',
    ...fields,
  });

  it('writes an article in both languages, hidden until published, cleaned, and shown to players in their language', async () => {
    const saved = await t.backoffice('contentNewsSave', article(), marketing);
    expectSuccess(saved);
    expectClean(saved.value.en_body);
    expect(saved.value).toMatchObject({ status: 'hidden', local_title: '盛大开业' });
    const newsId = saved.value.news_id;

    const site = await t.site(DOMAIN);
    const hidden = await t.call('newsList', { ...site, language: 'CN' });
    expectSuccess(hidden);
    expect(hidden.value.map((row) => row.news_id)).not.toContain(newsId);

    const published = await t.backoffice(
      'contentNewsSetStatus',
      { site_id: siteId, news_id: newsId, status: 'published' },
      marketing,
    );
    expectSuccess(published);
    expect(await t.latestAudit('content.news.status')).toMatchObject({
      target: `news:${newsId}`,
      before: { status: 'hidden' },
      after: { status: 'published' },
    });

    const chinese = await t.call('newsList', { ...site, language: 'CN' });
    expectSuccess(chinese);
    expect(chinese.value.find((row) => row.news_id === newsId)?.title).toBe('盛大开业');
    const english = await t.call('newsDetail', { ...site, language: 'EN', news_id: newsId });
    expectSuccess(english);
    expect(english.value.title).toBe('Grand opening');
    expectClean(english.value.body);

    const edited = await t.backoffice(
      'contentNewsSave',
      article({ news_id: newsId, en_title: 'Grand opening!', status: 'published' }),
      marketing,
    );
    expectSuccess(edited);
    const audit = await t.latestAudit('content.news.update');
    expect(audit?.before).toMatchObject({ en_title: 'Grand opening' });
    expect(audit?.after).toMatchObject({ en_title: 'Grand opening!' });

    const listed = await t.backoffice('contentNewsList', { site_id: siteId }, readOnly);
    expectSuccess(listed);
    expect(listed.value.find((row) => row.news_id === newsId)).toMatchObject({ en_title: 'Grand opening!', status: 'published' });
  });

  it("answers newsNotFound for another site's article and refuses a body the allow-list empties", async () => {
    const elsewhere = await t.backoffice(
      'contentNewsSave',
      { ...article(), site_id: localhostId, local_title: '', local_body: '' },
      marketing,
    );
    expectSuccess(elsewhere);
    expect(
      await t.backoffice(
        'contentNewsSetStatus',
        { site_id: siteId, news_id: elsewhere.value.news_id, status: 'published' },
        marketing,
      ),
    ).toMatchObject({ message: 'newsNotFound' });
    expect(await t.backoffice('contentNewsSave', article({ en_body: '<script>alert(1)</script>' }), marketing)).toMatchObject({
      message: 'validationFailed',
      errors: [{ field: 'en_body', key: 'required' }],
    });
  });
});

describe('first-visit modals', () => {
  it("saves the announcement's texts, which the player app reads", async () => {
    const empty = await t.call('siteModals', await t.site(DOMAIN));
    expectSuccess(empty);
    expect(empty.value.announcement).toEqual({ en_title: '', local_title: '', en_body: '', local_body: '' });

    const saved = await t.backoffice(
      'contentModalsSave',
      {
        site_id: siteId,
        modal: 'announcement',
        en_title: 'Welcome!',
        local_title: '欢迎！',
        en_body: 'Double bonus today.',
        local_body: '今天双倍奖金。',
      },
      marketing,
    );
    expectSuccess(saved);
    expect(saved.value.announcement.local_title).toBe('欢迎！');
    const player = await t.call('siteModals', await t.site(DOMAIN));
    expectSuccess(player);
    expect(player.value.announcement).toEqual({
      en_title: 'Welcome!',
      local_title: '欢迎！',
      en_body: 'Double bonus today.',
      local_body: '今天双倍奖金。',
    });
    expect(await t.latestAudit('content.modal.save')).toMatchObject({ before: null, after: { en_title: 'Welcome!' } });
  });
});

describe('who may do it', () => {
  it('lets a role that reads sites list, and refuses it every change', async () => {
    for (const name of ['contentPagesList', 'contentSeoList', 'contentNewsList', 'contentModalsGet', 'broadcastsList'] as const) {
      expectSuccess(await t.backoffice(name, { site_id: siteId }, readOnly));
    }
    const changes = await Promise.all([
      t.backoffice('contentPagesSave', { site_id: siteId, page: 'faqs', en_body: '<p>x</p>', enabled: true }, readOnly),
      t.backoffice('contentSeoSave', { site_id: siteId, page_name: 'home' }, readOnly),
      t.backoffice(
        'contentNewsSave',
        { site_id: siteId, en_title: 'x', en_body: '<p>x</p>', published_at: new Date().toISOString() },
        readOnly,
      ),
      t.backoffice('contentNewsSetStatus', { site_id: siteId, news_id: 1, status: 'hidden' }, readOnly),
      t.backoffice('contentModalsSave', { site_id: siteId, modal: 'announcement' }, readOnly),
      t.backoffice('broadcastsAudience', { site_id: siteId, segment: {} }, readOnly),
      t.backoffice(
        'broadcastsSend',
        { site_id: siteId, en_title: 'x', en_body: 'x', segment: {}, idempotency_key: randomUUID() },
        readOnly,
      ),
    ]);
    for (const answer of changes) expect(answer).toMatchObject({ httpStatus: 403, message: 'forbidden' });
    expect(await t.backoffice('contentPagesList', { site_id: siteId })).toMatchObject({ message: 'permissionDenied' });
  });

  it("answers siteNotFound for a site outside the member's sites and for another operator's", async () => {
    const localOnly = await t.staffSession('marketing', { siteIds: [localhostId] });
    const [other] = await t.database.db.insert(operators).values({ name: 'Content rival' }).returning({ id: operators.id });
    const rival = await t.staffSession('owner', { operatorId: other!.id });
    for (const session of [localOnly, rival]) {
      const answers = await Promise.all([
        t.backoffice('contentPagesList', { site_id: siteId }, session),
        t.backoffice('contentPagesSave', { site_id: siteId, page: 'faqs', en_body: '<p>x</p>', enabled: true }, session),
        t.backoffice('contentSeoSave', { site_id: siteId, page_name: 'home' }, session),
        t.backoffice('contentNewsList', { site_id: siteId }, session),
        t.backoffice('contentModalsSave', { site_id: siteId, modal: 'announcement' }, session),
        t.backoffice('broadcastsList', { site_id: siteId }, session),
        t.backoffice(
          'broadcastsSend',
          { site_id: siteId, en_title: 'x', en_body: 'x', segment: {}, idempotency_key: randomUUID() },
          session,
        ),
      ]);
      for (const answer of answers) expect(answer).toMatchObject({ message: 'siteNotFound' });
    }
  });
});

describe('inbox broadcasts', () => {
  const accounts = { vipActiveDepositor: 'bc_one', vipIdle: 'bc_two', plainActiveDepositor: 'bc_three', blocked: 'bc_four' };
  const sessions: Record<string, { auth: string; account_id: string }> = {};

  beforeAll(async () => {
    for (const accountId of Object.values(accounts)) {
      const signed = await signupPlayer(t, accountId, DOMAIN);
      sessions[accountId] = { auth: signed.auth, account_id: accountId };
    }
    const now = t.app.now().getTime();
    const set = async (accountId: string, fields: Partial<typeof players.$inferInsert>) =>
      t.database.db
        .update(players)
        .set(fields)
        .where(eq(players.id, await playerIdOf(t, accountId, DOMAIN)));
    await set(accounts.vipActiveDepositor, { vipLevel: 2, lastLoginAt: new Date(now - DAY_MS) });
    await set(accounts.vipIdle, { vipLevel: 2, lastLoginAt: new Date(now - 10 * DAY_MS) });
    await set(accounts.plainActiveDepositor, { vipLevel: 0, lastLoginAt: new Date(now - DAY_MS) });
    await set(accounts.blocked, { vipLevel: 2, lastLoginAt: new Date(now - DAY_MS), status: 'blocked' });
    for (const accountId of [accounts.vipActiveDepositor, accounts.plainActiveDepositor, accounts.blocked]) {
      await moveMoney(t.database.db, {
        siteId,
        playerId: await playerIdOf(t, accountId, DOMAIN),
        kind: 'deposit',
        amount: 10_000n,
        idempotencyKey: `content-test-deposit:${accountId}`,
        reference: 'test',
      });
    }
  });

  async function audience(segment: operator.OperatorRequest<'broadcastsAudience'>['segment']) {
    const answer = await t.backoffice('broadcastsAudience', { site_id: siteId, segment }, marketing);
    expectSuccess(answer);
    return answer.recipients;
  }

  async function receivers(broadcastId: number): Promise<string[]> {
    const rows = await t.database.db
      .select({ accountId: players.accountId })
      .from(inboxItems)
      .innerJoin(players, eq(players.id, inboxItems.playerId))
      .where(eq(inboxItems.broadcastId, broadcastId));
    return rows.map((row) => row.accountId).sort();
  }

  it("counts each segment's active players of the site only", async () => {
    expect(await audience({})).toBe(3);
    expect(await audience({ vip_levels: [2] })).toBe(2);
    expect(await audience({ active_within_days: 3 })).toBe(2);
    expect(await audience({ depositors_only: true })).toBe(2);
    expect(await audience({ vip_levels: [2], active_within_days: 3, depositors_only: true })).toBe(1);
    expect(await audience({ vip_levels: [7] })).toBe(0);
  });

  it('reaches exactly its segment, in the language of each inbox, with a reward of money and tokens each claims once', async () => {
    const key = randomUUID();
    const body = {
      site_id: siteId,
      en_title: 'A gift for our VIPs',
      local_title: '送给贵宾的礼物',
      en_body: 'Thank you for playing.',
      local_body: '感谢您的支持。',
      segment: { vip_levels: [2], active_within_days: 3, depositors_only: true },
      reward_cash: 12.5,
      reward_tokens: 30,
      expires_in_days: 7,
      idempotency_key: key,
      reason: 'vip week',
    };
    const sent = await t.backoffice('broadcastsSend', body, marketing);
    expectSuccess(sent);
    expect(sent.value).toMatchObject({ recipients: 1, reward_cash: 12.5, reward_tokens: 30, claims: 0 });
    expect(await receivers(sent.value.broadcast_id)).toEqual([accounts.vipActiveDepositor]);
    expect(await t.latestAudit('content.broadcast.send')).toMatchObject({
      target: `broadcast:${sent.value.broadcast_id}`,
      reason: 'vip week',
      before: null,
      after: { recipients: 1, reward_cash: 12.5 },
    });

    // the same key sends nothing more
    const again = await t.backoffice('broadcastsSend', body, marketing);
    expectSuccess(again);
    expect(again.value.broadcast_id).toBe(sent.value.broadcast_id);
    expect(await receivers(sent.value.broadcast_id)).toHaveLength(1);

    const session = sessions[accounts.vipActiveDepositor]!;
    const inbox = await t.call('getInbox', { ...session, language: 'CN' });
    expectSuccess(inbox);
    const item = inbox.value.find((entry) => entry.title === '送给贵宾的礼物');
    expect(item).toMatchObject({
      body: '感谢您的支持。',
      reward_type: 'cash',
      reward_amount: 12.5,
      reward_tokens: 30,
      claimable: true,
    });
    const english = await t.call('getInbox', session);
    expectSuccess(english);
    expect(english.value.map((entry) => entry.title)).toContain('A gift for our VIPs');
    for (const other of [accounts.vipIdle, accounts.plainActiveDepositor]) {
      const theirs = await t.call('getInbox', sessions[other]!);
      expectSuccess(theirs);
      expect(theirs.value.map((entry) => entry.title)).not.toContain('A gift for our VIPs');
    }

    const before = await balanceOf(t, session);
    const claims = await Promise.all([
      t.call('claimInbox', { ...session, inbox_id: item!.inbox_id }),
      t.call('claimInbox', { ...session, inbox_id: item!.inbox_id }),
    ]);
    const paid = claims.filter((answer) => answer.statusCode === 1);
    expect(paid).toHaveLength(1);
    expect(claims.find((answer) => answer.statusCode !== 1)).toMatchObject({ message: 'alreadyClaimed' });
    expect(paid[0]).toMatchObject({ value: [{ reward_type: 'cash', reward_amount: 12.5, reward_tokens: 30 }] });
    const after = await balanceOf(t, session);
    expect(after.balance).toBeCloseTo(before.balance + 12.5, 2);
    expect(after.tokens).toBe(before.tokens + 30);

    const playerId = await playerIdOf(t, accounts.vipActiveDepositor, DOMAIN);
    const money = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.playerId, playerId), eq(ledgerEntries.kind, 'inbox_reward')));
    expect(money.map((row) => row.amount)).toEqual([1250n]);
    const tokens = await t.database.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.playerId, playerId), eq(tokenLedger.kind, 'inbox_reward')));
    expect(tokens.map((row) => row.amount)).toEqual([30n]);
    await expectLedgerMatchesBalance(t, accounts.vipActiveDepositor);

    const listed = await t.backoffice('broadcastsList', { site_id: siteId }, readOnly);
    expectSuccess(listed);
    expect(listed.value.find((row) => row.broadcast_id === sent.value.broadcast_id)).toMatchObject({ recipients: 1, claims: 1 });
  });

  it('sends a message without a reward to everyone active, and refuses an empty segment', async () => {
    const sent = await t.backoffice(
      'broadcastsSend',
      { site_id: siteId, en_title: 'Maintenance tonight', en_body: 'Back at 2am.', segment: {}, idempotency_key: randomUUID() },
      marketing,
    );
    expectSuccess(sent);
    expect(await receivers(sent.value.broadcast_id)).toEqual(
      [accounts.vipActiveDepositor, accounts.vipIdle, accounts.plainActiveDepositor].sort(),
    );
    const inbox = await t.call('getInbox', sessions[accounts.vipIdle]!);
    expectSuccess(inbox);
    const item = inbox.value.find((entry) => entry.title === 'Maintenance tonight');
    expect(item).toMatchObject({ reward_type: 'none', claimable: false });
    expect(await t.call('claimInbox', { ...sessions[accounts.vipIdle]!, inbox_id: item!.inbox_id })).toMatchObject({
      message: 'nothingToClaim',
    });

    expect(
      await t.backoffice(
        'broadcastsSend',
        { site_id: siteId, en_title: 'Nobody', en_body: 'x', segment: { vip_levels: [9] }, idempotency_key: randomUUID() },
        marketing,
      ),
    ).toMatchObject({ message: 'segmentEmpty' });
    const blockedId = await playerIdOf(t, accounts.blocked, DOMAIN);
    expect(await t.database.db.$count(inboxItems, eq(inboxItems.playerId, blockedId))).toBe(0);
  });

  it('pays a tokens-only reward in tokens and refuses more decimals than the currency has', async () => {
    const sent = await t.backoffice(
      'broadcastsSend',
      {
        site_id: siteId,
        en_title: 'Free spins',
        en_body: 'Tokens for the wheel.',
        segment: { vip_levels: [0] },
        reward_tokens: 5,
        idempotency_key: randomUUID(),
      },
      marketing,
    );
    expectSuccess(sent);
    const session = sessions[accounts.plainActiveDepositor]!;
    const inbox = await t.call('getInbox', session);
    expectSuccess(inbox);
    const item = inbox.value.find((entry) => entry.title === 'Free spins');
    expect(item).toMatchObject({ reward_type: 'token', reward_amount: 5, reward_tokens: 0 });
    const before = await balanceOf(t, session);
    const claimed = await t.call('claimInbox', { ...session, inbox_id: item!.inbox_id });
    expectSuccess(claimed);
    expect((await balanceOf(t, session)).tokens).toBe(before.tokens + 5);

    expect(
      await t.backoffice(
        'broadcastsSend',
        { site_id: siteId, en_title: 'x', en_body: 'x', segment: {}, reward_cash: 1.234, idempotency_key: randomUUID() },
        marketing,
      ),
    ).toMatchObject({ message: 'validationFailed', errors: [{ field: 'reward_cash', key: 'tooManyDecimals' }] });
    expect(
      await t.backoffice(
        'broadcastsSend',
        { site_id: siteId, en_title: 'x', en_body: 'x', segment: {}, reward_tokens: -1, idempotency_key: randomUUID() },
        marketing,
      ),
    ).toMatchObject({ message: 'validationFailed' });
    expect(await t.database.db.$count(sites, inArray(sites.id, [siteId]))).toBe(1);
  });
});
