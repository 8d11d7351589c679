-- Shared crash and race rounds (issue 21; docs/provably-fair.md §Shared rounds): a hash chain per
-- site and game (its last seed sealed under the server secret, its terminal hash and salt public
-- before its first round), the rounds played on it, the players' bets on them, and the lease of
-- the one instance that drives the rounds.

CREATE TABLE "fair_chains" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
  "game" text NOT NULL,
  "salt" text NOT NULL,
  -- SHA-256 of round 1's seed, hex
  "terminal_hash" text NOT NULL,
  "length" integer NOT NULL,
  -- AES-256-GCM of the chain's last seed (lib/crypto.ts seal); round n's seed is it hashed length − n times
  "last_seed_sealed" text NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  -- its last round played: the next round starts a new chain
  "ended_at" timestamptz,
  CONSTRAINT "fair_chains_game_check" CHECK ("game" IN ('crash','racing')),
  CONSTRAINT "fair_chains_length_check" CHECK ("length" >= 1)
);
--> statement-breakpoint
-- One chain in use per site and game.
CREATE UNIQUE INDEX "fair_chains_in_use" ON "fair_chains" ("site_id", "game") WHERE "ended_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "fair_chains_site" ON "fair_chains" ("site_id", "game", "id");
--> statement-breakpoint
CREATE TABLE "shared_rounds" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "chain_id" bigint NOT NULL REFERENCES "fair_chains"("id") ON DELETE CASCADE,
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
  "game" text NOT NULL,
  -- the round's place in its chain, 1 first
  "number" integer NOT NULL,
  -- ten-thousandths, as the round was played
  "rtp" integer NOT NULL,
  -- the round's seed sealed (lib/crypto.ts seal); shown once the round has ended
  "seed_sealed" text NOT NULL,
  -- crash: hundredths; racing: the card's weights and the finishing order
  "crash_point" bigint,
  "weights" jsonb,
  "finish" jsonb,
  -- fixed when the round is made, so every instance tells its phase from the clock
  "betting_ends_at" timestamptz NOT NULL,
  "ends_at" timestamptz NOT NULL,
  "next_at" timestamptz NOT NULL,
  -- every bet of the round settled
  "settled_at" timestamptz,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "shared_rounds_game_check" CHECK ("game" IN ('crash','racing')),
  CONSTRAINT "shared_rounds_times_check" CHECK ("betting_ends_at" <= "ends_at" AND "ends_at" <= "next_at"),
  CONSTRAINT "shared_rounds_rtp_check" CHECK ("rtp" BETWEEN 5000 AND 10000)
);
--> statement-breakpoint
-- A chain's round is played once.
CREATE UNIQUE INDEX "shared_rounds_number" ON "shared_rounds" ("chain_id", "number");
--> statement-breakpoint
CREATE INDEX "shared_rounds_site" ON "shared_rounds" ("site_id", "game", "id");
--> statement-breakpoint
CREATE INDEX "shared_rounds_unsettled" ON "shared_rounds" ("id") WHERE "settled_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "shared_round_bets" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "round_id" bigint NOT NULL REFERENCES "shared_rounds"("id") ON DELETE CASCADE,
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
  "player_id" integer NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
  -- the account id masked, as the round's players list shows it
  "player_name" text NOT NULL,
  "game" text NOT NULL,
  "kind" text NOT NULL,
  "runner" integer,
  -- crash, hundredths: the automatic target, and where the bet was cashed out
  "auto_cash_out" bigint,
  "cash_out" bigint,
  -- ten-thousandths of the bet paid back
  "multiplier" bigint NOT NULL DEFAULT 0,
  "currency" text NOT NULL,
  -- minor units
  "bet" bigint NOT NULL,
  "payout" bigint NOT NULL DEFAULT 0,
  "status" text NOT NULL DEFAULT 'drawn',
  -- the client's own id of the bet, so that a repeated request places it once
  "request_id" text NOT NULL,
  -- set once, by one conditional update, when the pay is fixed: two cash-outs pay once
  "decided_at" timestamptz,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "settled_at" timestamptz,
  CONSTRAINT "shared_round_bets_status_check" CHECK ("status" IN ('drawn','debited','settled','rolled_back','refused')),
  CONSTRAINT "shared_round_bets_kind_check" CHECK ("kind" IN ('crash','win','place')),
  CONSTRAINT "shared_round_bets_money_check" CHECK ("bet" > 0 AND "payout" >= 0 AND "multiplier" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shared_round_bets_request" ON "shared_round_bets" ("player_id", "request_id");
--> statement-breakpoint
CREATE INDEX "shared_round_bets_round" ON "shared_round_bets" ("round_id", "id");
--> statement-breakpoint
CREATE INDEX "shared_round_bets_unfinished" ON "shared_round_bets" ("id") WHERE "status" IN ('drawn','debited');
--> statement-breakpoint
-- The instance that drives the shared rounds until expires_at; another takes the lease once it lapses.
CREATE TABLE "shared_round_leases" (
  "name" text PRIMARY KEY,
  "holder" text NOT NULL,
  "expires_at" timestamptz NOT NULL
);
