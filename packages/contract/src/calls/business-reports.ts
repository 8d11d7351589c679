import { z } from 'zod';
import { LEDGER_KINDS } from '../domain/ledger.js';
import { ok } from '../envelope.js';
import { serialId } from '../fields.js';
import { CURRENCY_CODES } from '../tables.js';
import { isoDate } from './common.js';
import type { OperatorCallDefinition } from './definition.js';
import { CASHIER_KINDS } from './wallet.js';

/**
 * The back office's business reports (issue 19; the figures are defined in decision 0149). Every
 * figure is computed from the ledger and the tables it reconciles with (players, bets, cashier
 * requests, promotion claims, the audit log), never kept as a second copy. A report covers the
 * sites the member reaches (one site, or every site of an operator) in ONE currency: an operator's
 * sites may use several, and amounts of different currencies are never added. A day is the site's
 * own calendar day in its time zone. Every amount is an integer in minor units of the currency.
 */

/** The longest range one report covers, both days counted: a year (a leap year's too). */
export const REPORT_RANGE_MAX_DAYS = 366;

/**
 * The ledger kinds that make the bonus cost: promotion money paid to players (deposit bonuses and
 * mission bonuses, cashback, referral rewards, inbox rewards, mini game prizes), less the bonuses
 * taken back (bonus_forfeit, negative). Operator adjustments are not promotions and stay out.
 */
export const BONUS_COST_KINDS = [
  'bonus',
  'bonus_forfeit',
  'cashback',
  'referral_reward',
  'inbox_reward',
  'minigame_prize',
] as const satisfies readonly (typeof LEDGER_KINDS)[number][];

/** An amount in integer minor units of the report's currency (cents). */
export const minorAmount = z.number().int().describe('integer minor units of the report currency');

/** Which sites and days a report covers. */
export const reportFilters = {
  /** one site; omitted: every site the member reaches (of operator_id, for platform staff) */
  site_id: serialId.optional(),
  /** platform staff only: the operator whose sites are reported; others always see their own */
  operator_id: serialId.optional(),
  /** omitted: the currency of the first site in scope; the answer lists every currency in scope */
  currency: z.enum(CURRENCY_CODES, 'invalidCurrency').optional(),
  /** the first day, inclusive, in each site's time zone */
  start_date: isoDate,
  /** the last day, inclusive */
  end_date: isoDate,
};
export const reportFiltersSchema = z.object(reportFilters);
export type ReportFilters = z.input<typeof reportFiltersSchema>;

/** What every report answers beside its rows: the scope it covered. */
const reportScope = {
  /** the currency of every amount in the answer */
  currency: z.string(),
  /** the currencies of the sites in scope, to choose from */
  currencies: z.array(z.string()),
  /** the sites whose figures are in the answer: those in scope with the answer's currency */
  sites: z.array(z.object({ id: z.number().int(), name: z.string(), timezone: z.string() })),
  start_date: z.string(),
  end_date: z.string(),
};

/** The dashboard's figures, for one day or the whole range (distinct players are counted over the range, not added up). */
export const dashboardFiguresSchema = z.object({
  /** players who signed up */
  registrations: z.number().int(),
  /** players whose first deposit ever was credited */
  first_time_depositors: z.number().int(),
  /** distinct players with a deposit credited */
  depositors: z.number().int(),
  /** deposit ledger entries (approved deposits credited) */
  deposit_count: z.number().int(),
  deposit_amount: minorAmount,
  /** withdrawal requests approved (paid out), by the day of the decision */
  withdrawal_count: z.number().int(),
  withdrawal_amount: minorAmount,
  /** bet ledger entries */
  bet_count: z.number().int(),
  /** money staked, less the stakes refunded */
  stakes: minorAmount,
  /** money won (win ledger entries) */
  payouts: minorAmount,
  /** stakes − payouts */
  ggr: minorAmount,
  /** promotion money paid, less bonuses taken back */
  bonus_cost: minorAmount,
  /** ggr − bonus_cost */
  ngr: minorAmount,
  /** distinct players with a bet */
  active_players: z.number().int(),
  /** the money staked in bet entries over their number, rounded half up; 0 with no bet */
  average_bet: minorAmount,
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;
export const DASHBOARD_FIGURES = Object.keys(dashboardFiguresSchema.shape) as (keyof DashboardFigures)[];

export const reportsDashboardRequest = reportFiltersSchema;
export const reportsDashboardResponse = ok({
  ...reportScope,
  totals: dashboardFiguresSchema,
  /** every day of the range, oldest first, days without activity included */
  days: z.array(dashboardFiguresSchema.extend({ date: z.string() })),
});
export type DashboardReport = z.infer<typeof reportsDashboardResponse>;

const playFigures = {
  players: z.number().int(),
  bet_count: z.number().int(),
  stakes: minorAmount,
  payouts: minorAmount,
  ggr: minorAmount,
};
export const providerRowSchema = z.object({ provider_code: z.string(), games: z.number().int(), ...playFigures });
export const gameRowSchema = z.object({
  provider_code: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  ...playFigures,
});
export const reportsGamesRequest = reportFiltersSchema;
/** Most staked first. */
export const reportsGamesResponse = ok({
  ...reportScope,
  providers: z.array(providerRowSchema),
  games: z.array(gameRowSchema),
});
export type GamesReport = z.infer<typeof reportsGamesResponse>;

export const promotionRowSchema = z.object({
  promotion_id: z.number().int(),
  site_id: z.number().int(),
  site_name: z.string(),
  kind: z.string(),
  /** the English title */
  title: z.string(),
  /** claims made in the range */
  claims: z.number().int(),
  /** distinct players among them */
  players: z.number().int(),
  /** the promotion's money paid in the range, less what was taken back */
  cost: minorAmount,
  /** deposit bonuses credited in the range, and where their wagering stands now */
  bonuses_credited: z.number().int(),
  wagering_completed: z.number().int(),
  wagering_open: z.number().int(),
  forfeited: z.number().int(),
  expired: z.number().int(),
});
export const bonusKindRowSchema = z.object({ kind: z.enum(LEDGER_KINDS), count: z.number().int(), amount: minorAmount });
export const reportsPromotionsRequest = reportFiltersSchema;
export const reportsPromotionsResponse = ok({
  ...reportScope,
  promotions: z.array(promotionRowSchema),
  /** the bonus cost by ledger kind: adds up to the dashboard's bonus_cost */
  bonus_cost_by_kind: z.array(bonusKindRowSchema),
});
export type PromotionsReport = z.infer<typeof reportsPromotionsResponse>;

export const vipRowSchema = z.object({
  vip_level: z.number().int(),
  /** the level's name on the sites in scope ('' when none names it) */
  vip_name: z.string(),
  /** players at the level now, signed up by the end of the range */
  players: z.number().int(),
  active_players: z.number().int(),
  depositors: z.number().int(),
  deposit_amount: minorAmount,
  stakes: minorAmount,
  ggr: minorAmount,
  bonus_cost: minorAmount,
  ngr: minorAmount,
});
export const reportsVipRequest = reportFiltersSchema;
/** By the players' VIP level now, lowest first. */
export const reportsVipResponse = ok({ ...reportScope, levels: z.array(vipRowSchema) });
export type VipReport = z.infer<typeof reportsVipResponse>;

export const cashierKindRowSchema = z.object({
  kind: z.enum(CASHIER_KINDS),
  /** requests made in the range */
  requested_count: z.number().int(),
  requested_amount: minorAmount,
  /** decisions made in the range */
  approved_count: z.number().int(),
  approved_amount: minorAmount,
  rejected_count: z.number().int(),
  rejected_amount: minorAmount,
  /** cancelled by the player in the range */
  cancelled_count: z.number().int(),
  /** requests made in the range still waiting */
  pending_count: z.number().int(),
  /** from request to approval, of those approved in the range, whole seconds; null with none */
  approval_seconds_average: z.number().int().nullable(),
  approval_seconds_median: z.number().int().nullable(),
  approval_seconds_max: z.number().int().nullable(),
});
export const rejectionRowSchema = z.object({
  kind: z.enum(CASHIER_KINDS),
  reason: z.string(),
  count: z.number().int(),
  amount: minorAmount,
});
export const reportsCashierRequest = reportFiltersSchema;
export const reportsCashierResponse = ok({
  ...reportScope,
  kinds: z.array(cashierKindRowSchema),
  /** most frequent first */
  rejections: z.array(rejectionRowSchema),
});
export type CashierReport = z.infer<typeof reportsCashierResponse>;

export const RG_MEASURES = [
  'deposit_limit_daily',
  'deposit_limit_weekly',
  'deposit_limit_monthly',
  'time_out',
  'self_exclusion_temporary',
  'self_exclusion_permanent',
] as const;
export type RgMeasure = (typeof RG_MEASURES)[number];
export const rgRowSchema = z.object({
  measure: z.enum(RG_MEASURES),
  /** times players set it in the range */
  set_count: z.number().int(),
  /** distinct players who set it in the range */
  players: z.number().int(),
  /** players it binds now (a limit in force, a break or exclusion not over) */
  in_force_now: z.number().int(),
});
export const reportsResponsibleGamingRequest = reportFiltersSchema;
export const reportsResponsibleGamingResponse = ok({ ...reportScope, measures: z.array(rgRowSchema) });
export type ResponsibleGamingReport = z.infer<typeof reportsResponsibleGamingResponse>;

/** The tables a report shows, each exportable as CSV. */
export const REPORT_TABLES = [
  'days',
  'providers',
  'games',
  'promotions',
  'bonus_cost',
  'vip_levels',
  'cashier',
  'rejections',
  'responsible_gaming',
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

export const reportsExportRequest = reportFiltersSchema.extend({ table: z.enum(REPORT_TABLES, 'invalidReportTable') });
/** The table as RFC 4180 CSV, amounts in minor units (a `currency` column says which). */
export const reportsExportResponse = ok({ csv: z.string(), rows: z.number().int(), filename: z.string() });

const reports = { access: 'operator', tag: 'backoffice', permission: 'reports.read', audited: false } as const;
const failures = ['siteNotFound', 'invalidDateRange'] as const;

/** The back office's reports calls (issue 19). */
export const businessReportCalls = {
  reportsDashboard: {
    ...reports,
    path: '/api/backoffice/reports/dashboard',
    summary: 'Registrations, depositors, deposits, withdrawals, GGR, bonus cost, NGR, active players and average bet, by day',
    request: reportsDashboardRequest,
    response: reportsDashboardResponse,
    failures,
  },
  reportsGames: {
    ...reports,
    path: '/api/backoffice/reports/games',
    summary: 'Stakes, payouts and GGR by provider and by game',
    request: reportsGamesRequest,
    response: reportsGamesResponse,
    failures,
  },
  reportsPromotions: {
    ...reports,
    path: '/api/backoffice/reports/promotions',
    summary: 'Cost, uptake and wagering completion by promotion; bonus cost by kind',
    request: reportsPromotionsRequest,
    response: reportsPromotionsResponse,
    failures,
  },
  reportsVip: {
    ...reports,
    path: '/api/backoffice/reports/vip',
    summary: 'Players, deposits, GGR and NGR by VIP level',
    request: reportsVipRequest,
    response: reportsVipResponse,
    failures,
  },
  reportsCashier: {
    ...reports,
    path: '/api/backoffice/reports/cashier',
    summary: 'Deposits and withdrawals requested, approved and rejected, approval times, rejections by reason',
    request: reportsCashierRequest,
    response: reportsCashierResponse,
    failures,
  },
  reportsResponsibleGaming: {
    ...reports,
    path: '/api/backoffice/reports/responsible_gaming',
    summary: 'Deposit limits, time-outs and self-exclusions set, and how many are in force',
    request: reportsResponsibleGamingRequest,
    response: reportsResponsibleGamingResponse,
    failures,
  },
  reportsExport: {
    ...reports,
    audited: true,
    path: '/api/backoffice/reports/export',
    summary: 'One report table as CSV, amounts in minor units',
    request: reportsExportRequest,
    response: reportsExportResponse,
    failures,
  },
} as const satisfies Record<string, OperatorCallDefinition>;
