import { businessReports as contract } from '@wl/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sites } from '../../db/schema/index.js';
import { fail, failField } from '../../lib/failure.js';
import { canActOnSite, type StaffActor } from '../staff/actor.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface ScopeSite {
  id: number;
  name: string;
  timezone: string;
  /** the first instant of start_date and of the day after end_date, in the site's time zone */
  from: Date;
  to: Date;
}

/** The sites and days a report covers, in one currency. */
export interface ReportScope {
  currency: string;
  currencies: string[];
  sites: ScopeSite[];
  startDate: string;
  endDate: string;
  /** every day of the range, YYYY-MM-DD, oldest first */
  days: string[];
}

function calendarDay(field: string, date: string): dayjs.Dayjs {
  const day = dayjs.utc(date);
  if (!day.isValid() || day.format('YYYY-MM-DD') !== date) failField(field, 'invalidDate');
  return day;
}

/**
 * The report's scope: the sites the member reaches (one, or every one of the operator), those of
 * the chosen currency, and the range's bounds in each site's own time zone. A site outside the
 * member's reach, or another operator's, answers siteNotFound, as one that does not exist.
 */
export async function reportScope(db: Db, actor: StaffActor, filters: contract.ReportFilters): Promise<ReportScope> {
  const start = calendarDay('start_date', filters.start_date);
  const end = calendarDay('end_date', filters.end_date);
  const dayCount = end.diff(start, 'day') + 1;
  if (dayCount < 1 || dayCount > contract.REPORT_RANGE_MAX_DAYS) fail('invalidDateRange');

  if (filters.site_id !== undefined && !canActOnSite(actor, filters.site_id)) fail('siteNotFound');
  // An operator's staff see their own operator's sites only: naming another operator finds nothing.
  if (filters.operator_id !== undefined && actor.operatorId !== null && filters.operator_id !== actor.operatorId) {
    fail('siteNotFound');
  }
  const conditions: (SQL | undefined)[] = [
    filters.site_id === undefined ? undefined : eq(sites.id, filters.site_id),
    filters.operator_id === undefined ? undefined : eq(sites.operatorId, filters.operator_id),
    actor.siteIds === 'all' ? undefined : inArray(sites.id, actor.siteIds.length > 0 ? [...actor.siteIds] : [-1]),
  ];
  const rows = await db
    .select({ id: sites.id, name: sites.name, currency: sites.currency, timezone: sites.timezone })
    .from(sites)
    .where(and(...conditions))
    .orderBy(asc(sites.id));
  if (rows.length === 0) fail('siteNotFound');

  const currencies = [...new Set(rows.map((row) => row.currency))];
  const currency = filters.currency ?? rows[0]!.currency;
  if (!currencies.includes(currency)) failField('currency', 'invalidCurrency');

  const dayAfterEnd = end.add(1, 'day').format('YYYY-MM-DD');
  const inCurrency = rows
    .filter((row) => row.currency === currency)
    .map((row) => ({
      id: row.id,
      name: row.name,
      timezone: row.timezone,
      from: dayjs.tz(filters.start_date, row.timezone).toDate(),
      to: dayjs.tz(dayAfterEnd, row.timezone).toDate(),
    }));
  const days = Array.from({ length: dayCount }, (_, index) => start.add(index, 'day').format('YYYY-MM-DD'));
  return { currency, currencies, sites: inCurrency, startDate: filters.start_date, endDate: filters.end_date, days };
}

/**
 * The scope as a common table expression `scope(site_id, tz, from_ts, to_ts)`: each report joins
 * its rows to it on the site and the site's own bounds, so that one query covers sites in several
 * time zones and a row's day is its site's calendar day.
 */
export function scopeCte(scope: ReportScope): SQL {
  const values = scope.sites.map(
    (site) =>
      sql`(${site.id}::int, ${site.timezone}::text, ${site.from.toISOString()}::timestamptz, ${site.to.toISOString()}::timestamptz)`,
  );
  return sql`scope(site_id, tz, from_ts, to_ts) as (values ${sql.join(values, sql`, `)})`;
}

/** What the answer says of its scope. */
export function scopeView(scope: ReportScope) {
  return {
    currency: scope.currency,
    currencies: scope.currencies,
    sites: scope.sites.map((site) => ({ id: site.id, name: site.name, timezone: site.timezone })),
    start_date: scope.startDate,
    end_date: scope.endDate,
  };
}

/**
 * The rows of `alias` whose `column` falls inside their site's range, as conditions on the row
 * itself with the bounds as parameters: the planner then estimates how many rows a report reads
 * (a join to the scope's values hides that), and scans a large range in parallel.
 */
export function inScope(scope: ReportScope, alias: string, column: string): SQL {
  const at = sql.raw(`${alias}.${column}`);
  const site = sql.raw(`${alias}.site_id`);
  const each = scope.sites.map(
    (row) =>
      sql`(${site} = ${row.id}::int and ${at} >= ${row.from.toISOString()}::timestamptz and ${at} < ${row.to.toISOString()}::timestamptz)`,
  );
  return sql`(${sql.join(each, sql` or `)})`;
}

/** A row's calendar day (a date) in its site's time zone, without a join to the scope. */
export function localDate(scope: ReportScope, alias: string, column: string): SQL {
  const at = sql.raw(`${alias}.${column}`);
  const zones = [...new Set(scope.sites.map((site) => site.timezone))];
  if (zones.length === 1) return sql`(${at} at time zone ${zones[0]}::text)::date`;
  const cases = scope.sites.map((site) => sql`when ${site.id}::int then ${site.timezone}::text`);
  return sql`(${at} at time zone (case ${sql.raw(`${alias}.site_id`)} ${sql.join(cases, sql` `)} end))::date`;
}
