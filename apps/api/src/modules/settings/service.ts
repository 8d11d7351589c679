import { type CallResponse, CMS_PAGES, toMajor } from '@wl/contract';
import { and, asc, count, countDistinct, desc, eq, gt, gte, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Db } from '../../db/client.js';
import {
  adVisits,
  analyticsScripts,
  cashierRequests,
  cmsPages,
  ledgerEntries,
  players,
  socialAccounts,
} from '../../db/schema/index.js';
import { cleanHtml } from '../../lib/html.js';
import type { SiteCache } from '../../lib/site-cache.js';
import type { ClientInfo } from '../auth/service.js';
import type { PlayerRow } from '../auth/sessions.js';
import type { SiteRow } from '../site/service.js';

type Cms = CallResponse<'siteInfoDetail'>['cms'];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const TOP_LENGTH = 10;
/** The recent wins feed: wins of the last week, at most this many, one per masked player. */
const RECENT_WINS_DAYS = 7;
const RECENT_WINS_LENGTH = 10;

/** Shows enough of an account id to recognise it, not enough to log in with it: "pl***1". */
export function maskAccountId(accountId: string): string {
  if (accountId.length < 4) return `${accountId.slice(0, 1)}***`;
  return `${accountId.slice(0, 2)}***${accountId.slice(-1)}`;
}

/** +639171234567 → +63******4567: the calling code of the country and the last four digits stay. */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const prefix = parsed ? `+${parsed.countryCallingCode}` : e164.slice(0, 3);
  const rest = e164.slice(prefix.length);
  return `${prefix}${'*'.repeat(Math.max(0, rest.length - 4))}${rest.slice(-4)}`;
}

/**
 * A withdrawal request takes its amount at once, but the ticker shows only paid withdrawals: not
 * those still pending, nor those rejected or cancelled (whose amount went back).
 */
const paidWithdrawal = sql`not exists (select 1 from ${cashierRequests} where ${cashierRequests.ledgerEntryId} = ${ledgerEntries.id} and ${cashierRequests.status} <> 'approved')`;

type MaskedWin = CallResponse<'top10WinnerWithdrawal'>['value']['recent_wins'][number];

/** One entry per masked player, in the order given: two players whose ids mask alike read as one repeated winner. */
export function oneWinPerMaskedPlayer(wins: MaskedWin[], length: number): MaskedWin[] {
  const seen = new Set<string>();
  return wins.filter((win) => !seen.has(win.account_id) && seen.add(win.account_id)).slice(0, length);
}

export function createSettingsService(db: Db, cache: SiteCache, now: () => Date) {
  async function topEntries(site: SiteRow, kind: 'win' | 'withdrawal', since: Date) {
    return (
      db
        .select({
          accountId: players.accountId,
          amount: ledgerEntries.amount,
          createdAt: ledgerEntries.createdAt,
          gameName: sql<string>`coalesce(${ledgerEntries.meta}->>'game_name', '')`,
        })
        .from(ledgerEntries)
        .innerJoin(players, eq(ledgerEntries.playerId, players.id))
        .where(
          and(
            eq(ledgerEntries.siteId, site.id),
            eq(ledgerEntries.kind, kind),
            gte(ledgerEntries.createdAt, since),
            kind === 'withdrawal' ? paidWithdrawal : undefined,
          ),
        )
        // Withdrawals are debits (negative), so both lists rank by the size of the movement.
        .orderBy(desc(sql`abs(${ledgerEntries.amount})`), desc(ledgerEntries.createdAt))
        .limit(TOP_LENGTH)
    );
  }

  /** Distinct players who won something since then: the winners list shows only from the site's threshold up. */
  async function distinctWinners(site: SiteRow, since: Date): Promise<number> {
    const [row] = await db
      .select({ total: countDistinct(ledgerEntries.playerId) })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.siteId, site.id),
          eq(ledgerEntries.kind, 'win'),
          gt(ledgerEntries.amount, 0n),
          gte(ledgerEntries.createdAt, since),
        ),
      );
    return row?.total ?? 0;
  }

  /**
   * The newest win of each player over the last week, newest first: a game's name, never a bare
   * amount, so only wins that carry one.
   */
  async function recentWins(site: SiteRow, at: Date): Promise<MaskedWin[]> {
    const since = new Date(at.getTime() - RECENT_WINS_DAYS * DAY_MS);
    const gameName = sql<string>`${ledgerEntries.meta}->>'game_name'`;
    const latest = db
      .selectDistinctOn([ledgerEntries.playerId], {
        playerId: ledgerEntries.playerId,
        amount: ledgerEntries.amount,
        createdAt: ledgerEntries.createdAt,
        gameName: gameName.as('game_name'),
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.siteId, site.id),
          eq(ledgerEntries.kind, 'win'),
          gt(ledgerEntries.amount, 0n),
          gte(ledgerEntries.createdAt, since),
          sql`coalesce(${gameName}, '') <> ''`,
        ),
      )
      .orderBy(ledgerEntries.playerId, desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .as('latest');
    const rows = await db
      .select({ accountId: players.accountId, amount: latest.amount, createdAt: latest.createdAt, gameName: latest.gameName })
      .from(latest)
      .innerJoin(players, eq(latest.playerId, players.id))
      // A few more than shown, for the masked ids that read alike.
      .orderBy(desc(latest.createdAt))
      .limit(RECENT_WINS_LENGTH * 3);
    return oneWinPerMaskedPlayer(
      rows.map((row) => ({
        account_id: maskAccountId(row.accountId),
        amount: toMajor(row.amount, site.currency),
        created_at: row.createdAt.toISOString(),
        game_name: row.gameName,
      })),
      RECENT_WINS_LENGTH,
    );
  }

  async function playerCounters(site: SiteRow, since: Date) {
    const [registered] = await db
      .select({ total: count() })
      .from(players)
      .where(and(eq(players.siteId, site.id), eq(players.status, 'active')));
    const [active] = await db
      .select({ total: count() })
      .from(players)
      .where(and(eq(players.siteId, site.id), gte(players.lastLoginAt, since)));
    const [deposited] = await db
      .select({ total: countDistinct(ledgerEntries.playerId) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.siteId, site.id), eq(ledgerEntries.kind, 'deposit'), gte(ledgerEntries.createdAt, since)));
    return { registered: registered?.total ?? 0, active: active?.total ?? 0, deposited: deposited?.total ?? 0 };
  }

  return {
    async updateProfile(player: PlayerRow, profile: { full_name: string; contact_email: string }) {
      const [stored] = await db
        .update(players)
        .set({ fullName: profile.full_name, contactEmail: profile.contact_email })
        .where(eq(players.id, player.id))
        .returning({ full_name: players.fullName, contact_email: players.contactEmail });
      if (!stored) throw new Error(`player ${player.id} disappeared during a profile update`);
      return stored;
    },

    /** The account page; the phone keeps its country code and last four digits. */
    profile(player: PlayerRow) {
      return {
        account_id: player.accountId,
        full_name: player.fullName,
        contact_email: player.contactEmail,
        contact_phone: maskPhone(player.contactPhone),
        referral_code: player.referralCode,
        vip_level: player.vipLevel,
        created_at: player.createdAt.toISOString(),
        previous_login_at: player.previousLoginAt ? player.previousLoginAt.toISOString() : null,
      };
    },

    socialAccounts(site: SiteRow) {
      return cache.get(site.id, 'social_accounts', () =>
        db
          .select({ platform: socialAccounts.platform, name: socialAccounts.name, url: socialAccounts.url })
          .from(socialAccounts)
          .where(eq(socialAccounts.siteId, site.id))
          .orderBy(asc(socialAccounts.position), asc(socialAccounts.id)),
      );
    },

    /** A disabled page is sent like a missing one (empty, status false), so drafts never leave the server. */
    siteInfo(site: SiteRow): Promise<Cms> {
      return cache.get(site.id, 'cms', async () => {
        const rows = await db.select().from(cmsPages).where(eq(cmsPages.siteId, site.id));
        const published = new Map(rows.filter((row) => row.enabled).map((row) => [row.page, row]));
        return Object.fromEntries(
          CMS_PAGES.flatMap((page) => {
            const row = published.get(page);
            return [
              // Cleaned here as well as in the browser: CMS rows are written by seeds and by hand, not by a call that cleans them.
              [`en_${page}`, cleanHtml(row?.enBody ?? '')],
              [`local_${page}`, cleanHtml(row?.localBody ?? '')],
              [`${page}_status`, row !== undefined],
            ];
          }),
        ) as Cms;
      });
    },

    /**
     * The ticker of big wins and withdrawals over the last 24 hours, with which figures reach the
     * site's thresholds and, below the winners one, the recent wins feed. The counters: registered =
     * active accounts of the site in total, since "registered in the last day" is usually a handful
     * and says little; active = logged in within 24 h;
     * deposited = distinct players with a deposit within 24 h. Cached for the SiteCache TTL (60 s),
     * which bounds both the staleness and the cost of these aggregate queries.
     */
    topWinnersAndWithdrawals(site: SiteRow) {
      return cache.get(site.id, 'top10', async () => {
        const at = now();
        const dayAgo = new Date(at.getTime() - DAY_MS);
        const money = (minor: bigint) => toMajor(minor < 0n ? -minor : minor, site.currency);
        const [winners, withdrawals, lastHour, counters, winnerCount] = await Promise.all([
          topEntries(site, 'win', dayAgo),
          topEntries(site, 'withdrawal', dayAgo),
          db
            .select({ total: sql`coalesce(sum(abs(${ledgerEntries.amount})), 0)`.mapWith(BigInt) })
            .from(ledgerEntries)
            .where(
              and(
                eq(ledgerEntries.siteId, site.id),
                eq(ledgerEntries.kind, 'withdrawal'),
                gte(ledgerEntries.createdAt, new Date(at.getTime() - HOUR_MS)),
                paidWithdrawal,
              ),
            ),
          playerCounters(site, dayAgo),
          distinctWinners(site, dayAgo),
        ]);
        const show = {
          registered: counters.registered >= site.homeMinRegistered,
          active: counters.active >= site.homeMinActive,
          winners: winnerCount >= site.homeMinWinners,
        };
        return {
          withrawal: withdrawals.map((entry) => ({
            account_id: maskAccountId(entry.accountId),
            amount: money(entry.amount),
            created_at: entry.createdAt.toISOString(),
          })),
          winner: winners.map((entry) => ({
            account_id: maskAccountId(entry.accountId),
            amount: money(entry.amount),
            created_at: entry.createdAt.toISOString(),
            game_name: entry.gameName,
          })),
          hour_withdrawal: money(lastHour[0]?.total ?? 0n),
          registered_player: counters.registered,
          active_player: counters.active,
          deposited_player: counters.deposited,
          show,
          // Only a site below its winners threshold shows the feed, so a busy one never reads it.
          recent_wins: show.winners ? [] : await recentWins(site, at),
        };
      });
    },

    analytics(site: SiteRow) {
      return cache.get(site.id, 'analytics', () =>
        db
          .select({ section: analyticsScripts.section, script: analyticsScripts.script })
          .from(analyticsScripts)
          .where(eq(analyticsScripts.siteId, site.id))
          .orderBy(asc(analyticsScripts.id)),
      );
    },

    async recordAdVisit(site: SiteRow, visit: { fbp: string; appsflyer_id: string }, client: ClientInfo): Promise<void> {
      await db.insert(adVisits).values({
        siteId: site.id,
        fbp: visit.fbp,
        appsflyerId: visit.appsflyer_id,
        ip: client.ip,
        userAgent: client.userAgent.slice(0, 256),
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
