-- Provably fair in-house games (issue 21; docs/provably-fair.md). Each player's seed pairs (the
-- server seed sealed under the server secret until the pair is rotated, its SHA-256 shown from
-- the start), the rounds played on them, and each site's RTP per game.

CREATE TABLE "fair_seed_pairs" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
  "player_id" integer NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
  -- AES-256-GCM of the server seed's hex text under the server secret (lib/crypto.ts seal)
  "server_seed_sealed" text NOT NULL,
  -- SHA-256 of the server seed's hex text, shown to the player before the seed is used
  "server_seed_hash" text NOT NULL,
  "client_seed" text NOT NULL,
  -- the nonce of the next round on this pair
  "next_nonce" bigint NOT NULL DEFAULT 0,
  -- the server seed in clear, once the pair is rotated (revealed)
  "server_seed" text,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "revealed_at" timestamptz,
  CONSTRAINT "fair_seed_pairs_revealed_check" CHECK (("server_seed" IS NULL) = ("revealed_at" IS NULL)),
  CONSTRAINT "fair_seed_pairs_nonce_check" CHECK ("next_nonce" >= 0)
);
--> statement-breakpoint
-- One pair in use per player; the revealed ones stay, newest first.
CREATE UNIQUE INDEX "fair_seed_pairs_in_use" ON "fair_seed_pairs" ("player_id") WHERE "revealed_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "fair_seed_pairs_player" ON "fair_seed_pairs" ("player_id", "id");
--> statement-breakpoint
CREATE TABLE "fair_rounds" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
  "player_id" integer NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
  "seed_pair_id" bigint NOT NULL REFERENCES "fair_seed_pairs"("id") ON DELETE CASCADE,
  "game" text NOT NULL,
  -- the bet's parameters as the contract's fairBetParams
  "params" jsonb NOT NULL,
  -- ten-thousandths, as the round was played
  "rtp" integer NOT NULL,
  "client_seed" text NOT NULL,
  "nonce" bigint NOT NULL,
  -- what the randomness decided, as the contract's fairOutcome
  "outcome" jsonb NOT NULL,
  -- ten-thousandths of the bet paid back
  "multiplier" integer NOT NULL DEFAULT 0,
  "currency" text NOT NULL,
  -- minor units
  "bet" bigint NOT NULL,
  "payout" bigint NOT NULL DEFAULT 0,
  -- open: a mines round between reveals; drawn, debited, settled, rolled_back, refused as the built-in provider's rounds
  "status" text NOT NULL DEFAULT 'drawn',
  -- the client's own id of the bet, so that a repeated request places it once
  "request_id" text,
  -- the seamless wallet's transaction ids (debit, credit, rollback) of this round
  "debit_transaction_id" text,
  "credit_transaction_id" text,
  "rollback_transaction_id" text,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "settled_at" timestamptz,
  CONSTRAINT "fair_rounds_game_check" CHECK ("game" IN ('dice','mines','plinko','keno','bingo','crash','racing')),
  CONSTRAINT "fair_rounds_status_check" CHECK ("status" IN ('open','drawn','debited','settled','rolled_back','refused')),
  CONSTRAINT "fair_rounds_money_check" CHECK ("bet" > 0 AND "payout" >= 0 AND "multiplier" >= 0),
  CONSTRAINT "fair_rounds_rtp_check" CHECK ("rtp" BETWEEN 5000 AND 10000)
);
--> statement-breakpoint
-- A nonce is used once per pair: two rounds never share their randomness.
CREATE UNIQUE INDEX "fair_rounds_nonce" ON "fair_rounds" ("seed_pair_id", "nonce");
--> statement-breakpoint
CREATE UNIQUE INDEX "fair_rounds_request" ON "fair_rounds" ("player_id", "request_id") WHERE "request_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "fair_rounds_player" ON "fair_rounds" ("player_id", "id");
--> statement-breakpoint
-- Rounds whose bet may be on the wallet and not yet paid or refunded, for recovery.
CREATE INDEX "fair_rounds_unfinished" ON "fair_rounds" ("player_id", "id") WHERE "status" IN ('drawn','debited','open');
--> statement-breakpoint
CREATE TABLE "fair_game_settings" (
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
  "game" text NOT NULL,
  -- ten-thousandths, within the game's range (contract FAIR_RTP)
  "rtp" integer NOT NULL,
  -- the site's own bet limits by currency, minor units ({"PHP": {"min": 500, "max": 5000000}}); null: the defaults
  "bet_limits" jsonb,
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("site_id", "game"),
  CONSTRAINT "fair_game_settings_game_check" CHECK ("game" IN ('dice','mines','plinko','keno','bingo','crash','racing')),
  CONSTRAINT "fair_game_settings_rtp_check" CHECK ("rtp" BETWEEN 5000 AND 10000)
);
--> statement-breakpoint
-- The built-in provider's game sessions of the fair games, opened with a launch token as the slots' are.
CREATE TABLE "fair_game_sessions" (
  -- SHA-256 of the game session id handed to the game client, hex
  "id_hash" text PRIMARY KEY,
  "launch_token" text NOT NULL,
  "player_id" integer NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
  "game" text NOT NULL,
  "currency" text NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "expires_at" timestamptz NOT NULL,
  CONSTRAINT "fair_game_sessions_game_check" CHECK ("game" IN ('dice','mines','plinko','keno','bingo','crash','racing'))
);
