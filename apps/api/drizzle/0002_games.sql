CREATE TABLE "builtin_game_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"launch_token" text NOT NULL,
	"operator_player_id" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builtin_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "builtin_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id_hash" text NOT NULL,
	"operator_player_id" text NOT NULL,
	"game_code" text NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"status" text DEFAULT 'drawn' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "builtin_rounds_status_check" CHECK ("builtin_rounds"."status" in ('drawn','debited','settled','rolled_back','refused'))
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"provider_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"game_type" text NOT NULL,
	"round_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"bet_type" text DEFAULT '' NOT NULL,
	"selections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_provider_transaction" UNIQUE("provider_code","transaction_id"),
	CONSTRAINT "bets_status_check" CHECK ("bets"."status" in ('open','settled','refunded')),
	CONSTRAINT "bets_amounts_nonnegative" CHECK ("bets"."stake" >= 0 and "bets"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_launches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"site_id" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"provider_code" text NOT NULL,
	"game_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_launches_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "provider_integrations" (
	"provider_code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"launch_url" text DEFAULT '' NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_integrations_kind_check" CHECK ("provider_integrations"."kind" in ('builtin','http'))
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"reference_transaction_id" text,
	"amount" bigint NOT NULL,
	"bet_id" bigint,
	"ledger_entry_id" bigint,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_id" UNIQUE("provider_code","transaction_id"),
	CONSTRAINT "provider_transactions_kind_check" CHECK ("provider_transactions"."kind" in ('debit','credit','rollback'))
);
--> statement-breakpoint
ALTER TABLE "builtin_rounds" ADD CONSTRAINT "builtin_rounds_session_id_hash_builtin_game_sessions_id_hash_fk" FOREIGN KEY ("session_id_hash") REFERENCES "public"."builtin_game_sessions"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_integrations" ADD CONSTRAINT "provider_integrations_provider_code_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builtin_game_sessions_player" ON "builtin_game_sessions" USING btree ("operator_player_id");--> statement-breakpoint
CREATE INDEX "builtin_rounds_session" ON "builtin_rounds" USING btree ("session_id_hash","created_at");--> statement-breakpoint
CREATE INDEX "bets_player_time" ON "bets" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_site_time" ON "bets" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "game_launches_player" ON "game_launches" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_transactions_reference" ON "provider_transactions" USING btree ("provider_code","reference_transaction_id");