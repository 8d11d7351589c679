-- Back office II (issue 19): reports. No table of their own: the figures are computed from the
-- ledger and the tables it reconciles with (decision 0149); these indexes let them answer over
-- millions of ledger rows (bench/reports.mjs). Mirrored in src/db/schema/reports.ts.
-- A player's first deposit ever (first-time depositors): the deposits alone, per player in time.
CREATE INDEX IF NOT EXISTS "ledger_deposit_player_time" ON "ledger_entries" ("player_id", "created_at") WHERE "kind" = 'deposit';
--> statement-breakpoint
-- Registrations per site and day.
CREATE INDEX IF NOT EXISTS "players_site_created" ON "players" ("site_id", "created_at");
--> statement-breakpoint
-- Cashier decisions per site and day (approvals, rejections, approval times).
CREATE INDEX IF NOT EXISTS "cashier_requests_site_decided" ON "cashier_requests" ("site_id", "decided_at") WHERE "decided_at" IS NOT NULL;
--> statement-breakpoint
-- Requests made per site and day, whatever their status.
CREATE INDEX IF NOT EXISTS "cashier_requests_site_created" ON "cashier_requests" ("site_id", "created_at");
--> statement-breakpoint
-- Promotion uptake per site and day.
CREATE INDEX IF NOT EXISTS "promotion_claims_site_created" ON "promotion_claims" ("site_id", "created_at");
--> statement-breakpoint
-- Responsible-gaming measures players set, per site and day, from the append-only audit log.
CREATE INDEX IF NOT EXISTS "audit_log_site_action_time" ON "audit_log" ("site_id", "action", "created_at");
--> statement-breakpoint
-- How many quarter hours of each site the ledger holds: the dashboard sums the ledger per site and
-- quarter hour first, and with this count the planner sums a long range in parallel instead of in
-- one process (it guesses a group per row for an expression it has no statistics on).
CREATE STATISTICS IF NOT EXISTS "ledger_entries_site_quarter_hour" (ndistinct) ON "site_id", (date_bin('15 minutes', "created_at", '2000-01-01 00:00+00')) FROM "ledger_entries";
--> statement-breakpoint
-- How many games, and players per game, the ledger's play entries name: the games report groups by
-- these expressions and is then summed by a hash in parallel rather than by sorting every row.
CREATE STATISTICS IF NOT EXISTS "ledger_entries_game_players" (ndistinct) ON (coalesce("meta"->>'provider_code', '')), (coalesce("meta"->>'game_code', '')), "player_id" FROM "ledger_entries";
