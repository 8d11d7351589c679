import { contentAdmin as contract, toMajor } from '@wl/contract';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  cmsPages,
  inboxBroadcasts,
  inboxItems,
  ledgerEntries,
  newsArticles,
  players,
  seoPages,
  siteDomains,
  siteModalTexts,
} from '../../db/schema/index.js';
import { minorUnits } from '../../lib/amounts.js';
import { fail, failField } from '../../lib/failure.js';
import { cleanHtml } from '../../lib/html.js';
import type { SiteRow } from '../site/service.js';
import { requireSite, type StaffActor } from '../staff/actor.js';
import { auditEntry } from '../staff/audit-scope.js';

type Body<T extends z.ZodType> = z.output<T>;
type CmsRow = typeof cmsPages.$inferSelect;
type SeoRow = typeof seoPages.$inferSelect;
type NewsRow = typeof newsArticles.$inferSelect;
type ModalRow = typeof siteModalTexts.$inferSelect;
type BroadcastRow = typeof inboxBroadcasts.$inferSelect;

const DAY_MS = 86_400_000;

function pageView(page: contract.ContentPage['page'], row: CmsRow | undefined): contract.ContentPage {
  return {
    page,
    en_body: row?.enBody ?? '',
    local_body: row?.localBody ?? '',
    enabled: row?.enabled ?? false,
    updated_at: row?.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

function seoView(pageName: contract.SeoPage, row: SeoRow | undefined): contract.ContentSeo {
  return {
    page_name: pageName,
    en_item_name: row?.enItemName ?? '',
    local_item_name: row?.localItemName ?? '',
    en_meta_title: row?.metaTitle ?? '',
    local_meta_title: row?.localMetaTitle ?? '',
    en_meta_desc: row?.metaDesc ?? '',
    local_meta_desc: row?.localMetaDesc ?? '',
    meta_keywords: row?.metaKeywords ?? '',
    meta_canonical: row?.metaCanonical ?? '',
    meta_image_url: row?.metaImageUrl ?? '',
    saved: row !== undefined,
  };
}

/** A news article as the back office edits it: English and the site's language side by side. */
function newsView(row: NewsRow, language: string): contract.ContentNews {
  return {
    news_id: row.id,
    en_title: row.title.EN ?? '',
    local_title: language === 'EN' ? '' : (row.title[language] ?? ''),
    en_body: row.body.EN ?? '',
    local_body: language === 'EN' ? '' : (row.body[language] ?? ''),
    image: row.image,
    status: row.status,
    published_at: row.publishedAt.toISOString(),
  };
}

function modalView(row: ModalRow | undefined): contract.ModalTexts {
  return {
    en_title: row?.enTitle ?? '',
    local_title: row?.localTitle ?? '',
    en_body: row?.enBody ?? '',
    local_body: row?.localBody ?? '',
  };
}

/** Texts keyed by language, without the empty ones: how news_articles keeps them. */
function byLanguage(language: string, english: string, local: string): Record<string, string> {
  const texts: Record<string, string> = { EN: english };
  if (language !== 'EN' && local !== '') texts[language] = local;
  return texts;
}

export function createContentAdminService(deps: {
  db: Db;
  siteById: (siteId: number) => Promise<SiteRow>;
  invalidateSite: (siteId: number) => void;
  now: () => Date;
}) {
  const { db, siteById, invalidateSite, now } = deps;

  /** The actor's site, or siteNotFound when it is outside their reach or does not exist. */
  async function siteFor(actor: StaffActor, siteId: number): Promise<SiteRow> {
    requireSite(actor, siteId);
    return siteById(siteId);
  }

  // CMS pages ----------------------------------------------------------------------------------

  async function pagesList(actor: StaffActor, body: Body<typeof contract.contentPagesListRequest>) {
    const site = await siteFor(actor, body.site_id);
    const rows = await db.select().from(cmsPages).where(eq(cmsPages.siteId, site.id));
    const byPage = new Map(rows.map((row) => [row.page, row]));
    return { value: contract.CMS_PAGES.map((page) => pageView(page, byPage.get(page))), language: site.language };
  }

  /** The one allow-list cleans both texts before they are stored (decision 0138). */
  async function pagesSave(actor: StaffActor, body: Body<typeof contract.contentPagesSaveRequest>) {
    const site = await siteFor(actor, body.site_id);
    const values = {
      enBody: cleanHtml(body.en_body),
      localBody: site.language === 'EN' ? '' : cleanHtml(body.local_body),
      enabled: body.enabled,
      updatedAt: now(),
    };
    const saved = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(cmsPages)
        .where(and(eq(cmsPages.siteId, site.id), eq(cmsPages.page, body.page)))
        .for('update');
      const [row] = await tx
        .insert(cmsPages)
        .values({ siteId: site.id, page: body.page, ...values })
        .onConflictDoUpdate({ target: [cmsPages.siteId, cmsPages.page], set: values })
        .returning();
      await tx.insert(auditLog).values(
        auditEntry({
          action: 'content.page.save',
          target: `cmsPage:${site.id}:${body.page}`,
          siteId: site.id,
          reason: body.reason ?? '',
          before: before ? pageView(body.page, before) : null,
          after: pageView(body.page, row),
        }),
      );
      return row!;
    });
    invalidateSite(site.id);
    return { value: pageView(body.page, saved) };
  }

  // SEO ----------------------------------------------------------------------------------------

  async function firstDomain(siteId: number): Promise<string> {
    const rows = await db
      .select({ domain: siteDomains.domain })
      .from(siteDomains)
      .where(eq(siteDomains.siteId, siteId))
      .orderBy(asc(siteDomains.domain));
    // a public name reads better in the preview than a local one
    return (rows.find((row) => !row.domain.endsWith('localhost')) ?? rows[0])?.domain ?? '';
  }

  async function seoList(actor: StaffActor, body: Body<typeof contract.contentSeoListRequest>) {
    const site = await siteFor(actor, body.site_id);
    const rows = await db.select().from(seoPages).where(eq(seoPages.siteId, site.id));
    const byName = new Map(rows.map((row) => [row.pageName, row]));
    return {
      value: contract.SEO_PAGES.map((name) => seoView(name, byName.get(name))),
      language: site.language,
      site_name: site.name,
      domain: await firstDomain(site.id),
    };
  }

  async function seoSave(actor: StaffActor, body: Body<typeof contract.contentSeoSaveRequest>) {
    const site = await siteFor(actor, body.site_id);
    const local = (text: string) => (site.language === 'EN' ? '' : text);
    const values = {
      enItemName: body.en_item_name,
      localItemName: local(body.local_item_name),
      metaTitle: body.en_meta_title,
      localMetaTitle: local(body.local_meta_title),
      metaDesc: body.en_meta_desc,
      localMetaDesc: local(body.local_meta_desc),
      metaKeywords: body.meta_keywords,
      metaCanonical: body.meta_canonical,
      metaImageUrl: body.meta_image_url,
    };
    const saved = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(seoPages)
        .where(and(eq(seoPages.siteId, site.id), eq(seoPages.pageName, body.page_name)))
        .for('update');
      const [row] = await tx
        .insert(seoPages)
        .values({ siteId: site.id, pageName: body.page_name, ...values })
        .onConflictDoUpdate({ target: [seoPages.siteId, seoPages.pageName], set: values })
        .returning();
      await tx.insert(auditLog).values(
        auditEntry({
          action: 'content.seo.save',
          target: `seoPage:${site.id}:${body.page_name}`,
          siteId: site.id,
          reason: body.reason ?? '',
          before: before ? seoView(body.page_name, before) : null,
          after: seoView(body.page_name, row),
        }),
      );
      return row!;
    });
    invalidateSite(site.id);
    return { value: seoView(body.page_name, saved) };
  }

  // News ---------------------------------------------------------------------------------------

  async function newsList(actor: StaffActor, body: Body<typeof contract.contentNewsListRequest>) {
    const site = await siteFor(actor, body.site_id);
    const rows = await db
      .select()
      .from(newsArticles)
      .where(eq(newsArticles.siteId, site.id))
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id));
    return { value: rows.map((row) => newsView(row, site.language)), language: site.language };
  }

  async function newsOfSite(tx: Db, siteId: number, newsId: number): Promise<NewsRow> {
    const [row] = await tx
      .select()
      .from(newsArticles)
      .where(and(eq(newsArticles.siteId, siteId), eq(newsArticles.id, newsId)))
      .for('update');
    if (!row) fail('newsNotFound');
    return row;
  }

  /**
   * The other languages an article may hold (written through the operator API) are kept: the back
   * office edits English and the site's language.
   */
  async function newsSave(actor: StaffActor, body: Body<typeof contract.contentNewsSaveRequest>) {
    const site = await siteFor(actor, body.site_id);
    const cleanBody = { en: cleanHtml(body.en_body), local: cleanHtml(body.local_body) };
    // a body of only what the allow-list drops (a script) is no body
    if (cleanBody.en === '') failField('en_body', 'required');
    const saved = await db.transaction(async (tx) => {
      const before = body.news_id === undefined ? undefined : await newsOfSite(tx, site.id, body.news_id);
      const merge = (kept: Record<string, string> | undefined, english: string, local: string) => {
        const texts = { ...(kept ?? {}), ...byLanguage(site.language, english, local) };
        if (site.language !== 'EN' && local === '') delete texts[site.language];
        return texts;
      };
      const values = {
        siteId: site.id,
        title: merge(before?.title, body.en_title, body.local_title),
        body: merge(before?.body, cleanBody.en, cleanBody.local),
        image: body.image,
        status: body.status,
        publishedAt: new Date(body.published_at),
      };
      const [row] = before
        ? await tx.update(newsArticles).set(values).where(eq(newsArticles.id, before.id)).returning()
        : await tx.insert(newsArticles).values(values).returning();
      await tx.insert(auditLog).values(
        auditEntry({
          action: before ? 'content.news.update' : 'content.news.create',
          target: `news:${row!.id}`,
          siteId: site.id,
          reason: body.reason ?? '',
          before: before ? newsView(before, site.language) : null,
          after: newsView(row!, site.language),
        }),
      );
      return row!;
    });
    invalidateSite(site.id);
    return { value: newsView(saved, site.language) };
  }

  async function newsSetStatus(actor: StaffActor, body: Body<typeof contract.contentNewsSetStatusRequest>) {
    const site = await siteFor(actor, body.site_id);
    const updated = await db.transaction(async (tx) => {
      const before = await newsOfSite(tx, site.id, body.news_id);
      const [row] = await tx.update(newsArticles).set({ status: body.status }).where(eq(newsArticles.id, before.id)).returning();
      await tx.insert(auditLog).values(
        auditEntry({
          action: 'content.news.status',
          target: `news:${before.id}`,
          siteId: site.id,
          reason: body.reason ?? '',
          before: { status: before.status },
          after: { status: row!.status },
        }),
      );
      return row!;
    });
    invalidateSite(site.id);
    return { value: newsView(updated, site.language) };
  }

  // First-visit modals -------------------------------------------------------------------------

  async function modalsOf(site: SiteRow) {
    const rows = await db.select().from(siteModalTexts).where(eq(siteModalTexts.siteId, site.id));
    const byModal = new Map(rows.map((row) => [row.modal, row]));
    return {
      value: { announcement: modalView(byModal.get('announcement')), app_download: modalView(byModal.get('app_download')) },
      language: site.language,
      show_announcement: site.showAnnouncement,
      show_app_download: site.showAppDownload,
    };
  }

  async function modalsGet(actor: StaffActor, body: Body<typeof contract.contentModalsGetRequest>) {
    return modalsOf(await siteFor(actor, body.site_id));
  }

  async function modalsSave(actor: StaffActor, body: Body<typeof contract.contentModalsSaveRequest>) {
    const site = await siteFor(actor, body.site_id);
    const local = (text: string) => (site.language === 'EN' ? '' : text);
    const values = {
      enTitle: body.en_title,
      localTitle: local(body.local_title),
      enBody: body.en_body,
      localBody: local(body.local_body),
      updatedAt: now(),
    };
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(siteModalTexts)
        .where(and(eq(siteModalTexts.siteId, site.id), eq(siteModalTexts.modal, body.modal)))
        .for('update');
      const [row] = await tx
        .insert(siteModalTexts)
        .values({ siteId: site.id, modal: body.modal, ...values })
        .onConflictDoUpdate({ target: [siteModalTexts.siteId, siteModalTexts.modal], set: values })
        .returning();
      await tx.insert(auditLog).values(
        auditEntry({
          action: 'content.modal.save',
          target: `siteModal:${site.id}:${body.modal}`,
          siteId: site.id,
          reason: body.reason ?? '',
          before: before ? modalView(before) : null,
          after: modalView(row),
        }),
      );
    });
    invalidateSite(site.id);
    return modalsOf(site);
  }

  /** The player's read: the texts of both modals, empty where the operator wrote none. */
  async function playerModals(site: SiteRow) {
    const { value } = await modalsOf(site);
    return { value };
  }

  // Broadcasts ---------------------------------------------------------------------------------

  /** The site's active players the segment names, at the moment of the query. */
  function segmentWhere(siteId: number, segment: contract.BroadcastSegment): SQL {
    const conditions: (SQL | undefined)[] = [eq(players.siteId, siteId), eq(players.status, 'active')];
    if (segment.vip_levels.length > 0) conditions.push(inArray(players.vipLevel, segment.vip_levels));
    if (segment.active_within_days !== null) {
      conditions.push(
        isNotNull(players.lastLoginAt),
        gte(players.lastLoginAt, new Date(now().getTime() - segment.active_within_days * DAY_MS)),
      );
    }
    if (segment.depositors_only) {
      conditions.push(
        sql`exists (select 1 from ${ledgerEntries} where ${ledgerEntries.playerId} = ${players.id} and ${ledgerEntries.kind} = 'deposit')`,
      );
    }
    return and(...conditions)!;
  }

  function normalSegment(segment: contract.BroadcastSegment): contract.BroadcastSegment {
    return { ...segment, vip_levels: [...new Set(segment.vip_levels)].sort((a, b) => a - b) };
  }

  function broadcastView(row: BroadcastRow, claims: number, site: SiteRow): contract.Broadcast {
    return {
      broadcast_id: row.id,
      en_title: row.enTitle,
      local_title: row.localTitle,
      en_body: row.enBody,
      local_body: row.localBody,
      segment: row.segment,
      reward_cash: toMajor(row.rewardCash, site.currency),
      reward_tokens: Number(row.rewardTokens),
      expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
      recipients: row.recipients,
      claims,
      created_by: row.createdBy,
      created_at: row.createdAt.toISOString(),
    };
  }

  async function claimsOf(broadcastIds: number[]): Promise<Map<number, number>> {
    if (broadcastIds.length === 0) return new Map();
    const rows = await db
      .select({ broadcastId: inboxItems.broadcastId, claims: count() })
      .from(inboxItems)
      .where(and(inArray(inboxItems.broadcastId, broadcastIds), isNotNull(inboxItems.claimedAt)))
      .groupBy(inboxItems.broadcastId);
    return new Map(rows.map((row) => [row.broadcastId!, row.claims]));
  }

  async function broadcastsList(actor: StaffActor, body: Body<typeof contract.broadcastsListRequest>) {
    const site = await siteFor(actor, body.site_id);
    const rows = await db
      .select()
      .from(inboxBroadcasts)
      .where(eq(inboxBroadcasts.siteId, site.id))
      .orderBy(desc(inboxBroadcasts.createdAt), desc(inboxBroadcasts.id))
      .limit(200);
    const claims = await claimsOf(rows.map((row) => row.id));
    return {
      value: rows.map((row) => broadcastView(row, claims.get(row.id) ?? 0, site)),
      currency: site.currency,
      language: site.language,
    };
  }

  async function broadcastsAudience(actor: StaffActor, body: Body<typeof contract.broadcastsAudienceRequest>) {
    const site = await siteFor(actor, body.site_id);
    const recipients = await db.$count(players, segmentWhere(site.id, normalSegment(body.segment)));
    return { recipients };
  }

  /**
   * One inbox item per player of the segment, written with the broadcast in one statement, so the
   * segment is read once; the same key answers the broadcast it sent before.
   */
  async function broadcastsSend(actor: StaffActor, body: Body<typeof contract.broadcastsSendRequest>) {
    const site = await siteFor(actor, body.site_id);
    const [already] = await db
      .select()
      .from(inboxBroadcasts)
      .where(and(eq(inboxBroadcasts.siteId, site.id), eq(inboxBroadcasts.idempotencyKey, body.idempotency_key)));
    if (already) return { value: broadcastView(already, (await claimsOf([already.id])).get(already.id) ?? 0, site) };

    const segment = normalSegment(body.segment);
    const rewardCash = minorUnits(body.reward_cash, site.currency, 'reward_cash');
    const rewardTokens = BigInt(body.reward_tokens);
    const expiresAt = body.expires_in_days === null ? null : new Date(now().getTime() + body.expires_in_days * DAY_MS);
    const local = (text: string) => (site.language === 'EN' ? '' : text);
    // cash first; tokens alone when there is no cash; the tokens with cash ride in reward_tokens
    const reward =
      rewardCash > 0n
        ? { type: 'cash' as const, amount: rewardCash, tokens: rewardTokens }
        : rewardTokens > 0n
          ? { type: 'token' as const, amount: rewardTokens, tokens: 0n }
          : { type: 'none' as const, amount: 0n, tokens: 0n };

    const sent = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(inboxBroadcasts)
        .values({
          siteId: site.id,
          enTitle: body.en_title,
          localTitle: local(body.local_title),
          enBody: body.en_body,
          localBody: local(body.local_body),
          segment,
          rewardCash,
          rewardTokens,
          expiresAt,
          idempotencyKey: body.idempotency_key,
          createdBy: actor.name,
          createdAt: now(),
        })
        .onConflictDoNothing()
        .returning();
      // a concurrent send with the same key won: answer what it sent
      if (!created) return null;
      const inserted = await tx.execute(sql`
        insert into ${inboxItems} (site_id, player_id, title, body, reward_type, reward_amount, reward_tokens, expires_at, broadcast_id)
        select ${site.id}, ${players.id}, ${body.en_title}, ${body.en_body}, ${reward.type}, ${String(reward.amount)}::bigint,
          ${String(reward.tokens)}::bigint, ${expiresAt?.toISOString() ?? null}::timestamptz, ${created.id}
        from ${players}
        where ${segmentWhere(site.id, segment)}
        on conflict do nothing
        returning 1`);
      const recipients = (inserted as unknown as { rows: unknown[] }).rows.length;
      if (recipients === 0) fail('segmentEmpty');
      const [row] = await tx.update(inboxBroadcasts).set({ recipients }).where(eq(inboxBroadcasts.id, created.id)).returning();
      await tx.insert(auditLog).values(
        auditEntry({
          action: 'content.broadcast.send',
          target: `broadcast:${created.id}`,
          siteId: site.id,
          reason: body.reason ?? '',
          before: null,
          after: broadcastView(row!, 0, site),
        }),
      );
      return row!;
    });
    if (sent) return { value: broadcastView(sent, 0, site) };
    const [winner] = await db
      .select()
      .from(inboxBroadcasts)
      .where(and(eq(inboxBroadcasts.siteId, site.id), eq(inboxBroadcasts.idempotencyKey, body.idempotency_key)));
    return { value: broadcastView(winner!, 0, site) };
  }

  return {
    pagesList,
    pagesSave,
    seoList,
    seoSave,
    newsList,
    newsSave,
    newsSetStatus,
    modalsGet,
    modalsSave,
    playerModals,
    broadcastsList,
    broadcastsAudience,
    broadcastsSend,
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
