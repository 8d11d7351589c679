-- Back office II (issue 19): games and providers. A site's own choices about the shared game
-- catalogue (switched off, pinned order, its own picture), and when a provider's shared secret was
-- last set (the back office shows "set" and when, never the secret).

CREATE TABLE "site_games" (
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
  "game_id" integer NOT NULL REFERENCES "games"("id") ON DELETE CASCADE,
  -- false: the site does not offer the game (its lobby, lists, favourites and launch leave it out)
  "enabled" boolean NOT NULL DEFAULT true,
  -- null: after the pinned games, alphabetically; otherwise lower first in its category lobby
  "position" integer,
  -- the site's own picture of the game, checked by its magic number; null: the catalogue's
  "picture" bytea,
  "picture_type" text,
  "picture_updated_at" timestamptz,
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("site_id", "game_id"),
  CONSTRAINT "site_games_position_check" CHECK ("position" IS NULL OR "position" BETWEEN 1 AND 9999),
  CONSTRAINT "site_games_picture_check" CHECK (("picture" IS NULL) = ("picture_type" IS NULL) AND ("picture" IS NULL) = ("picture_updated_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "provider_integrations" ADD COLUMN "secret_set_at" timestamptz NOT NULL DEFAULT now();
