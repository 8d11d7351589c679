-- Back office II (issue 19): promotions and rewards.
-- A promotion's eligibility (the VIP levels it is offered to); a claim's copy of the rules it was
-- taken under, so that changing a live promotion never changes what players already hold; VIP
-- level names per language and a token reward per level, paid once per player and level.
ALTER TABLE "promotions" ADD COLUMN "eligibility" jsonb NOT NULL DEFAULT '{}'::jsonb;
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "updated_at" timestamptz NOT NULL DEFAULT now();
--> statement-breakpoint
-- null on claims made before this migration: they read their promotion's rules, as they did
ALTER TABLE "promotion_claims" ADD COLUMN "rules" jsonb;
--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "names" jsonb NOT NULL DEFAULT '{}'::jsonb;
--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "reward_tokens" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_reward_check" CHECK ("reward_tokens" >= 0 AND "level" >= 0);
--> statement-breakpoint
UPDATE "vip_levels" SET "names" = jsonb_build_object('EN', "name");
--> statement-breakpoint
CREATE TABLE "vip_level_rewards" (
  "player_id" bigint NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
  "level" integer NOT NULL,
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
  "tokens" bigint NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("player_id", "level"),
  CONSTRAINT "vip_level_rewards_tokens_check" CHECK ("tokens" > 0)
);
