-- Player games (issue 20): what each player last opened ("continue where you left off", and the
-- lobby's "popular" order), and each site's choice for games whose provider is not connected.

CREATE TABLE "player_games" (
  "player_id" bigint NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
  "game_id" integer NOT NULL REFERENCES "games"("id") ON DELETE CASCADE,
  -- the player's site, so that a site's popularity is read without joining every player
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
  -- launches of the game by the player since the row was made
  "plays" integer NOT NULL DEFAULT 1,
  "last_played_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "player_games_pk" PRIMARY KEY ("player_id", "game_id"),
  CONSTRAINT "player_games_plays_check" CHECK ("plays" >= 1)
);
--> statement-breakpoint
CREATE INDEX "player_games_recent" ON "player_games" ("player_id", "last_played_at");
--> statement-breakpoint
CREATE INDEX "player_games_popular" ON "player_games" ("site_id", "game_id", "last_played_at");
--> statement-breakpoint
-- A site without a row hides the games of providers that are not connected.
CREATE TABLE "site_game_settings" (
  "site_id" integer PRIMARY KEY REFERENCES "sites"("id") ON DELETE CASCADE,
  "unconnected_games" text NOT NULL DEFAULT 'hide',
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "site_game_settings_unconnected_check" CHECK ("unconnected_games" IN ('hide','coming_soon'))
);
