DROP INDEX "players_site_phone";--> statement-breakpoint
ALTER TABLE "game_launches" ADD COLUMN "exchanged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "phone_shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "age_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "terms_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "min_age" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "terms_version" text DEFAULT '2026-11-25' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD COLUMN "ended_entry_id" bigint;--> statement-breakpoint
CREATE INDEX "builtin_rounds_unfinished" ON "builtin_rounds" USING btree ("operator_player_id","id") WHERE "builtin_rounds"."status" in ('drawn','debited');--> statement-breakpoint
-- Every account of a site on one phone number, the older shared ones (phone_shared) too: login and the
-- time-out and self-exclusion calls look the person up by number, which the partial unique index cannot serve.
CREATE INDEX "players_site_phone_all" ON "players" USING btree ("site_id","contact_phone");--> statement-breakpoint
-- One account per phone number per site: an older database may hold several accounts on one number.
-- The oldest keeps the number; the others keep working, flagged phone_shared, and each gets an
-- audit record so that the operator can review them (docs/decisions: one account per phone number).
WITH later AS (
  SELECT id, site_id FROM (
    SELECT id, site_id, row_number() OVER (PARTITION BY site_id, contact_phone ORDER BY created_at, id) AS rank
    FROM "players"
  ) ranked WHERE rank > 1
), flagged AS (
  UPDATE "players" SET "phone_shared" = true FROM later WHERE "players"."id" = later.id RETURNING "players"."id", "players"."site_id"
)
INSERT INTO "audit_log" ("site_id", "actor", "action", "target", "reason")
SELECT site_id, 'system:migration', 'player.phone_shared', 'player:' || id, 'shares its phone number with an older account of the site'
FROM flagged;--> statement-breakpoint
CREATE UNIQUE INDEX "players_site_phone" ON "players" USING btree ("site_id","contact_phone") WHERE not "players"."phone_shared";