-- Provably fair games (issue 21): when each player's latest fair round started, so that none starts
-- closer than a second to the one before, on any instance ("no autoplay faster than one round a
-- second"); taken with one conditional upsert in the round's own transaction.
CREATE TABLE "fair_round_pace" (
  "player_id" integer PRIMARY KEY REFERENCES "players"("id") ON DELETE CASCADE,
  "last_round_at" timestamptz NOT NULL
);
--> statement-breakpoint
-- Until when someone wants a site's crash or race rounds (a stream open, a session just opened):
-- the driver opens a site's next round only before that time, so a site nobody plays is quiet.
CREATE TABLE "shared_round_demand" (
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
  "game" text NOT NULL,
  "until" timestamptz NOT NULL,
  CONSTRAINT "shared_round_demand_pk" PRIMARY KEY ("site_id", "game"),
  CONSTRAINT "shared_round_demand_game_check" CHECK ("game" IN ('crash','racing'))
);
--> statement-breakpoint
CREATE INDEX "shared_round_demand_until" ON "shared_round_demand" ("until");
