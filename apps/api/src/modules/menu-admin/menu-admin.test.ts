import type { MenuItem, operator } from '@wl/contract';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operators, siteDomains, sites } from '../../db/schema/index.js';
import { expectSuccess, type StaffSession, testAppForFile } from '../../test/harness.js';

const t = testAppForFile();

/** Great Wall Sports, a Chinese site: its menus are changed here; localhost (English) is another site of the operator. */
const CN_DOMAIN = 'sportsbook3.localhost';

type SaveBody = operator.OperatorRequest<'menusSave'>;

let marketing: StaffSession;
let cnSiteId: number;

beforeAll(async () => {
  marketing = await t.staffSession('marketing');
  cnSiteId = (await t.app.sites.byDomain(CN_DOMAIN)).id;
});

async function menusOf(siteId = cnSiteId, session = marketing) {
  const answer = await t.backoffice('menusGet', { site_id: siteId }, session);
  expectSuccess(answer);
  return answer.value;
}

async function startup(domain = CN_DOMAIN) {
  const answer = await t.call('startup', { domain_name: domain });
  expectSuccess(answer);
  return answer;
}

/** Entries as the server sent them (MenuItem) or as a test writes them; the server checks them, as it does any client's. */
async function save(body: Omit<Partial<SaveBody>, 'items'> & { items: readonly unknown[] }, session = marketing) {
  return t.backoffice('menusSave', { site_id: cnSiteId, menu: 'site', ...body } as SaveBody, session);
}

const entry = (key: string, title: string, titles: Record<string, string> = {}, children: MenuItem[] = []) => ({
  key,
  title,
  titles,
  path: children.length > 0 ? '' : `/${key}`,
  icon: key,
  category: null,
  children,
});

describe('menus', () => {
  it("sends the Chinese site's menus with each title in English and Chinese", async () => {
    const menus = await menusOf();
    expect(menus.language).toBe('CN');
    expect(menus.site.find((item) => item.key === 'home')).toMatchObject({ title: 'Home', titles: { CN: '首页' }, path: '/' });
    expect(menus.game.find((item) => item.key === 'sportsbook')).toMatchObject({ title: 'Sports', titles: { CN: '体育' } });
    expect(menus.footer[0]?.children.map((child) => child.titles?.CN)).toEqual([
      '关于我们',
      '常见问题',
      '存取款说明',
      '联系我们',
    ]);
    const answer = await startup();
    expect(answer.content.menu.find((item) => item.key === 'home')?.titles).toEqual({ CN: '首页' });
    expect(answer.content.footer_menu.length).toBe(1);
  });

  it('adds, reorders, titles and removes entries; the player site reads the change at once, and the audit log holds before and after', async () => {
    const original = (await menusOf()).site;
    // the player site has read (and cached) the menus before the change
    await startup();
    const moved = [
      entry('vip-club', 'VIP Club', { CN: '贵宾俱乐部' }),
      ...original.filter((item) => item.key !== 'news').map((item) => ({ ...item, titles: item.titles ?? {} })),
    ];
    const answer = await save({ items: moved, reason: 'VIP club first' });
    expectSuccess(answer);
    expect(answer.value.site.map((item) => item.key)).toEqual(moved.map((item) => item.key));
    expect(answer.value.site[0]).toMatchObject({ title: 'VIP Club', titles: { CN: '贵宾俱乐部' } });

    const served = await startup();
    expect(served.content.menu[0]).toMatchObject({ key: 'vip-club', title: 'VIP Club', titles: { CN: '贵宾俱乐部' } });
    expect(served.content.menu.some((item) => item.key === 'news')).toBe(false);
    // the game menu is another menu: untouched
    expect(served.content.game_menu.length).toBeGreaterThan(0);

    const row = await t.latestAudit('menus.save');
    expect(row).toMatchObject({ siteId: cnSiteId, target: `site:${cnSiteId}`, reason: 'VIP club first', role: 'marketing' });
    const { before, after } = row as unknown as { before: { items: MenuItem[] }; after: { items: MenuItem[] } };
    expect(before.items.map((item) => item.key)).toContain('news');
    expect(after.items[0]?.key).toBe('vip-club');

    expectSuccess(await save({ items: original.map((item) => ({ ...item, titles: item.titles ?? {} })) }));
    expect((await menusOf()).site).toEqual(original);
  });

  it('keeps sub-entries under their entry, in order, with their titles', async () => {
    const footer = [
      entry('legal', 'Legal', { CN: '法律' }, [entry('terms', 'Terms', { CN: '条款' }), entry('privacy', 'Privacy')]),
    ];
    const answer = await save({ menu: 'footer', items: footer });
    expectSuccess(answer);
    expect(answer.value.footer).toEqual([
      { ...footer[0], children: [footer[0]!.children[0], { ...footer[0]!.children[1], titles: {} }] },
    ]);
    const served = await startup();
    expect(served.content.footer_menu[0]?.children.map((child) => child.title)).toEqual(['Terms', 'Privacy']);
  });

  it('leaves a blank translation out, so the English shows', async () => {
    const answer = await save({ menu: 'game', items: [entry('slots', 'Slots', { CN: '   ' })] });
    expectSuccess(answer);
    expect(answer.value.game).toEqual([{ ...entry('slots', 'Slots'), titles: {} }]);
  });

  it('refuses bad entries with the field and the reason', async () => {
    const refused = async (body: Parameters<typeof save>[0]) => {
      const answer = await save(body);
      expect(answer).toMatchObject({ statusCode: 422, message: 'validationFailed' });
      return (answer as { errors?: { field: string; key: string }[] }).errors ?? [];
    };
    expect(await refused({ items: [entry('home', 'Home'), entry('home', 'Home again')] })).toContainEqual({
      field: 'items.1.key',
      key: 'menuKeyTaken',
    });
    expect(await refused({ items: [{ ...entry('x', 'X'), path: 'https://evil.example' }] })).toContainEqual({
      field: 'items.0.path',
      key: 'menuPath',
    });
    expect(await refused({ items: [{ ...entry('x', 'X'), path: '' }] })).toContainEqual({
      field: 'items.0.path',
      key: 'menuPathRequired',
    });
    expect(await refused({ items: [entry('x', '')] })).toContainEqual({ field: 'items.0.title', key: 'required' });
    expect(await refused({ items: [entry('Bad Key', 'X')] })).toContainEqual({ field: 'items.0.key', key: 'menuKeyChars' });
    expect(await refused({ items: [entry('x', 'X'.repeat(49))] })).toContainEqual({ field: 'items.0.title', key: 'tooLong' });
    expect(await refused({ items: [entry('x', 'X', {}, [entry('y', 'Y', {}, [entry('z', 'Z')])])] })).toContainEqual({
      field: 'items.0.children.0.children',
      key: 'menuTooDeep',
    });
    // the site is Chinese: a Mongolian title, or an English one beside the title, has no place
    expect(await refused({ items: [entry('x', 'X', { MNT: 'Икс' })] })).toContainEqual({
      field: 'items.0.titles.MNT',
      key: 'menuLanguage',
    });
    expect(await refused({ items: [entry('x', 'X', { EN: 'Ex' })] })).toContainEqual({
      field: 'items.0.titles.EN',
      key: 'menuLanguage',
    });
    expect(await refused({ items: [entry('x', 'X', { XX: 'x' })] })).toContainEqual({
      field: 'items.0.titles',
      key: 'menuLanguage',
    });
    expect(await refused({ menu: 'header' as 'site', items: [] })).toContainEqual({ field: 'menu', key: 'invalid' });
    // nothing of it was stored
    expect((await menusOf()).site.some((item) => item.key === 'x')).toBe(false);
  });

  it('lets read-only staff see the menus and only content managers change them', async () => {
    const readOnly = await t.staffSession('read_only');
    const support = await t.staffSession('support');
    expect((await menusOf(cnSiteId, readOnly)).site.length).toBeGreaterThan(0);
    for (const session of [readOnly, support]) {
      expect(await save({ items: [] }, session)).toMatchObject({ httpStatus: 403, message: 'forbidden' });
    }
    expect((await menusOf()).site.length).toBeGreaterThan(0);
    const admin = await t.staffSession('admin');
    expectSuccess(await t.backoffice('menusGet', { site_id: cnSiteId }, admin));
    expect(await t.backoffice('menusGet', { site_id: cnSiteId }, null)).toMatchObject({ httpStatus: 401 });
  });

  it("answers siteNotFound for a site outside the member's sites or of another operator", async () => {
    const localhostId = (await t.app.sites.byDomain('localhost')).id;
    const cnOnly = await t.staffSession('marketing', { siteIds: [cnSiteId] });
    expectSuccess(await t.backoffice('menusGet', { site_id: cnSiteId }, cnOnly));
    expect(await t.backoffice('menusGet', { site_id: localhostId }, cnOnly)).toMatchObject({ message: 'siteNotFound' });
    expect(await t.backoffice('menusSave', { site_id: localhostId, menu: 'site', items: [] }, cnOnly)).toMatchObject({
      message: 'siteNotFound',
    });
    expect(await t.backoffice('menusGet', { site_id: 999_999 }, marketing)).toMatchObject({ message: 'siteNotFound' });

    const [other] = await t.database.db
      .insert(operators)
      .values({ name: 'Other menus operator' })
      .returning({ id: operators.id });
    const [otherSite] = await t.database.db
      .select({ id: sites.id })
      .from(sites)
      .innerJoin(siteDomains, eq(siteDomains.siteId, sites.id))
      .where(and(eq(sites.language, 'MNT'), like(siteDomains.domain, '%.localhost')))
      .limit(1);
    await t.database.db.update(sites).set({ operatorId: other!.id }).where(eq(sites.id, otherSite!.id));
    t.app.invalidateSite();
    const theirs = await t.staffSession('owner', { operatorId: other!.id });
    expect(await t.backoffice('menusGet', { site_id: cnSiteId }, theirs)).toMatchObject({ message: 'siteNotFound' });
    expect(await t.backoffice('menusSave', { site_id: cnSiteId, menu: 'site', items: [] }, theirs)).toMatchObject({
      message: 'siteNotFound',
    });
    // their own Mongolian site takes a Mongolian title
    const mongolian = await t.backoffice(
      'menusSave',
      { site_id: otherSite!.id, menu: 'game', items: [entry('slots', 'Slots', { MNT: 'Слот' })] },
      theirs,
    );
    expectSuccess(mongolian);
    expect(mongolian.value).toMatchObject({ language: 'MNT', game: [{ titles: { MNT: 'Слот' } }] });
    expect((await menusOf()).game.some((item) => item.titles?.MNT)).toBe(false);
  });
});
