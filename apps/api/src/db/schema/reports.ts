/**
 * The reports (issue 19) keep no table of their own: every figure is computed from the ledger and
 * the tables it reconciles with (decision 0149). Migration 0010_reports.sql adds only the indexes
 * below to those tables; they are listed here, by name, so that the schema says they exist
 * (business-reports.test.ts checks that the database has each of them).
 */
export const REPORT_INDEXES = {
  /** ledger_entries (player_id, created_at) where kind = 'deposit': a player's first deposit ever */
  ledgerDepositPlayerTime: 'ledger_deposit_player_time',
  /** players (site_id, created_at): registrations per day */
  playersSiteCreated: 'players_site_created',
  /** cashier_requests (site_id, decided_at) where decided_at is not null: decisions per day */
  cashierRequestsSiteDecided: 'cashier_requests_site_decided',
  /** cashier_requests (site_id, created_at): requests made per day */
  cashierRequestsSiteCreated: 'cashier_requests_site_created',
  /** promotion_claims (site_id, created_at): uptake per day */
  promotionClaimsSiteCreated: 'promotion_claims_site_created',
  /** audit_log (site_id, action, created_at): responsible-gaming measures set per day */
  auditLogSiteActionTime: 'audit_log_site_action_time',
} as const;

/**
 * Extended statistics on ledger_entries (see 0010_reports.sql): how many (site, quarter hour) pairs
 * it holds, and how many games and players per game its play entries name, so that the dashboard's
 * and the games report's groupings are planned as parallel hash aggregates.
 */
export const REPORT_STATISTICS = ['ledger_entries_site_quarter_hour', 'ledger_entries_game_players'] as const;
