-- Back office II (issue 19): content. Every text a player reads in English and the site's language:
-- the SEO record's title and description gain their local text, the first-visit modals get their
-- texts, and inbox broadcasts reach a segment of a site's players with a reward each claims once.

-- null: never saved from the back office (seeded, or not written yet)
ALTER TABLE "cms_pages" ADD COLUMN "updated_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "seo_pages" ADD COLUMN "local_meta_title" text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "seo_pages" ADD COLUMN "local_meta_desc" text NOT NULL DEFAULT '';
--> statement-breakpoint

-- The first-visit modals' texts, plain text; a site without a row shows the player app's defaults.
CREATE TABLE "site_modal_texts" (
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
  "modal" text NOT NULL,
  "en_title" text NOT NULL DEFAULT '',
  "local_title" text NOT NULL DEFAULT '',
  "en_body" text NOT NULL DEFAULT '',
  "local_body" text NOT NULL DEFAULT '',
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("site_id", "modal"),
  CONSTRAINT "site_modal_texts_modal_check" CHECK ("modal" in ('announcement','app_download'))
);
--> statement-breakpoint

-- A message sent to a segment of a site's players: one inbox item per player who was in the
-- segment when it was sent.
CREATE TABLE "inbox_broadcasts" (
  "id" serial PRIMARY KEY,
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
  "en_title" text NOT NULL,
  "local_title" text NOT NULL DEFAULT '',
  "en_body" text NOT NULL,
  "local_body" text NOT NULL DEFAULT '',
  -- {"vip_levels": [..], "active_within_days": n|null, "depositors_only": bool}
  "segment" jsonb NOT NULL,
  -- per player: minor units of the site currency, and whole tokens
  "reward_cash" bigint NOT NULL DEFAULT 0,
  "reward_tokens" bigint NOT NULL DEFAULT 0,
  "expires_at" timestamptz,
  "recipients" integer NOT NULL DEFAULT 0,
  "idempotency_key" text NOT NULL,
  "created_by" text NOT NULL DEFAULT '',
  "created_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "inbox_broadcasts_key" UNIQUE ("site_id", "idempotency_key"),
  CONSTRAINT "inbox_broadcasts_reward_check" CHECK ("reward_cash" >= 0 AND "reward_tokens" >= 0)
);
--> statement-breakpoint
CREATE INDEX "inbox_broadcasts_site" ON "inbox_broadcasts" ("site_id", "created_at");
--> statement-breakpoint
ALTER TABLE "inbox_items" ADD COLUMN "broadcast_id" integer REFERENCES "inbox_broadcasts"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- whole tokens paid with a cash reward (a broadcast's reward may be both)
ALTER TABLE "inbox_items" ADD COLUMN "reward_tokens" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_reward_tokens_check" CHECK ("reward_tokens" >= 0);
--> statement-breakpoint
-- a player receives a broadcast once
CREATE UNIQUE INDEX "inbox_items_broadcast_player" ON "inbox_items" ("broadcast_id", "player_id") WHERE "broadcast_id" IS NOT NULL;
