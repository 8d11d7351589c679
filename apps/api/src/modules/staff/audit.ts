import { backoffice } from '@wl/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { approvals, auditLog } from '../../db/schema/index.js';
import { toCsv } from '../../lib/csv.js';
import type { StaffActor } from './actor.js';

type Search = z.output<typeof backoffice.auditSearchRequest>;
type Filters = z.output<typeof backoffice.auditExportRequest>;
type AuditRow = typeof auditLog.$inferSelect;

/** `%` and `_` typed in a filter are matched as themselves. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function entryView(row: AuditRow): backoffice.AuditEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor_kind: row.actorKind,
    actor: row.actor,
    role: row.role,
    ip: row.ip,
    action: row.action,
    target: row.target,
    site_id: row.siteId,
    reason: row.reason,
    before: row.before,
    after: row.after,
    data: row.data,
  };
}

/**
 * The audit log as staff read it: what happened on their operator's sites and to their operator's
 * staff and keys (platform staff: everything), filtered, paged and exported. The log itself is
 * written by the services (auditEntry) and is append-only in the database.
 */
export function createAuditService(db: Db) {
  /** Operator staff see their operator's rows without a site, and the rows of the sites they reach. */
  function scope(actor: StaffActor): SQL | undefined {
    if (actor.operatorId === null || actor.siteIds === 'all') return undefined;
    return or(
      and(isNull(auditLog.siteId), eq(auditLog.operatorId, actor.operatorId)),
      actor.siteIds.length ? inArray(auditLog.siteId, [...actor.siteIds]) : undefined,
    );
  }

  function where(actor: StaffActor, filters: Filters): SQL | undefined {
    return and(
      scope(actor),
      filters.actor ? ilike(auditLog.actor, `%${literal(filters.actor)}%`) : undefined,
      filters.action ? like(auditLog.action, `${literal(filters.action)}%`) : undefined,
      filters.target
        ? filters.target.endsWith(':')
          ? like(auditLog.target, `${literal(filters.target)}%`)
          : eq(auditLog.target, filters.target)
        : undefined,
      filters.site_id ? eq(auditLog.siteId, filters.site_id) : undefined,
      filters.from ? gte(auditLog.createdAt, new Date(filters.from)) : undefined,
      filters.to ? lte(auditLog.createdAt, new Date(filters.to)) : undefined,
    );
  }

  /** One page of the rows that meet a condition, newest or oldest first. */
  async function page(condition: SQL | undefined, body: Pick<Search, 'sort' | 'page' | 'page_size'>) {
    const order =
      body.sort === 'newest' ? [desc(auditLog.createdAt), desc(auditLog.id)] : [asc(auditLog.createdAt), asc(auditLog.id)];
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(condition)
        .orderBy(...order)
        .limit(body.page_size)
        .offset((body.page - 1) * body.page_size),
      db.select({ total: count() }).from(auditLog).where(condition),
    ]);
    return { value: rows.map(entryView), total: total?.total ?? 0 };
  }

  return {
    search: (actor: StaffActor, body: Search) => page(where(actor, body), body),

    /**
     * A player's trail, newest first: the rows about the player and those about the approvals
     * proposed for them (an adjustment's or an unblock's proposal and decision, a withdrawal's).
     */
    playerTrail(actor: StaffActor, playerId: number, body: Pick<Search, 'page' | 'page_size'>) {
      const theirApprovals = db
        .select({ target: sql<string>`'approval:' || ${approvals.id}` })
        .from(approvals)
        .where(eq(approvals.playerId, playerId));
      const about = or(eq(auditLog.target, `player:${playerId}`), inArray(auditLog.target, theirApprovals));
      return page(and(scope(actor), about), { ...body, sort: 'newest' });
    },

    async exportCsv(actor: StaffActor, filters: Filters) {
      const rows = await db
        .select()
        .from(auditLog)
        .where(where(actor, filters))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(backoffice.AUDIT_EXPORT_MAX + 1);
      const shown = rows.slice(0, backoffice.AUDIT_EXPORT_MAX);
      const csv = toCsv(
        [
          'id',
          'at',
          'actor_kind',
          'actor',
          'role',
          'ip',
          'user_agent',
          'action',
          'target',
          'site_id',
          'reason',
          'before',
          'after',
          'data',
        ],
        shown.map((row) => [
          row.id,
          row.createdAt.toISOString(),
          row.actorKind,
          row.actor,
          row.role,
          row.ip,
          row.userAgent,
          row.action,
          row.target,
          row.siteId,
          row.reason,
          row.before,
          row.after,
          row.data,
        ]),
      );
      return { csv, rows: shown.length, truncated: rows.length > shown.length };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
