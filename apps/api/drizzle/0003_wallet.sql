CREATE TABLE "bank_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cashier_request_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cashier_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashier_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cashier_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" bigint NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"bank_account_id" bigint,
	"payment_reference" text DEFAULT '' NOT NULL,
	"receipt_reference" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"ledger_entry_id" bigint,
	"reversal_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text DEFAULT '' NOT NULL,
	"decision_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "cashier_requests_player_key" UNIQUE("player_id","idempotency_key"),
	CONSTRAINT "cashier_requests_kind_check" CHECK ("cashier_requests"."kind" in ('deposit','withdrawal')),
	CONSTRAINT "cashier_requests_status_check" CHECK ("cashier_requests"."status" in ('pending','approved','rejected','cancelled')),
	CONSTRAINT "cashier_requests_amount_positive" CHECK ("cashier_requests"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_limits" (
	"player_id" bigint NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"has_pending" boolean DEFAULT false NOT NULL,
	"pending_amount" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_limits_player_id_period_pk" PRIMARY KEY("player_id","period"),
	CONSTRAINT "deposit_limits_period_check" CHECK ("deposit_limits"."period" in ('daily','weekly','monthly'))
);
--> statement-breakpoint
CREATE TABLE "player_protection" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer,
	"time_out_until" timestamp with time zone,
	"self_excluded_until" timestamp with time zone,
	"self_excluded_permanently" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_cashier_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"max_bank_accounts" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_cashier_amounts_check" CHECK ("site_cashier_settings"."min_amount" > 0 and "site_cashier_settings"."max_amount" >= "site_cashier_settings"."min_amount"),
	CONSTRAINT "site_cashier_banks_check" CHECK ("site_cashier_settings"."max_bank_accounts" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_request_events" ADD CONSTRAINT "cashier_request_events_request_id_cashier_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."cashier_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_requests" ADD CONSTRAINT "cashier_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_requests" ADD CONSTRAINT "cashier_requests_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_protection" ADD CONSTRAINT "player_protection_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_cashier_settings" ADD CONSTRAINT "site_cashier_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_player_number_live" ON "bank_accounts" USING btree ("player_id","account_number") WHERE "bank_accounts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "cashier_request_events_request" ON "cashier_request_events" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "cashier_requests_player_time" ON "cashier_requests" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "cashier_requests_site_status" ON "cashier_requests" USING btree ("site_id","status","kind","created_at");