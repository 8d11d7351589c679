CREATE TABLE "inbox_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbox_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"reward_type" text DEFAULT 'none' NOT NULL,
	"reward_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "inbox_reward_check" CHECK ("inbox_items"."reward_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mini_game_plays" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mini_game_plays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"cost_token" bigint NOT NULL,
	"prize_index" integer NOT NULL,
	"prize" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "mini_game_plays_status_check" CHECK ("mini_game_plays"."status" in ('pending','settled'))
);
--> statement-breakpoint
CREATE TABLE "mini_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"cost_token" bigint NOT NULL,
	"prizes" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"game_type" text NOT NULL,
	"img_url" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "games_provider_code" UNIQUE("provider_code","game_code")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"logo_code" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_game_lists" (
	"site_id" integer NOT NULL,
	"list" text NOT NULL,
	"game_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "site_game_lists_site_id_list_game_id_pk" PRIMARY KEY("site_id","list","game_id"),
	CONSTRAINT "site_game_lists_list_check" CHECK ("site_game_lists"."list" in ('hot','featured','popular','new','popup'))
);
--> statement-breakpoint
CREATE TABLE "site_providers" (
	"site_id" integer NOT NULL,
	"provider_code" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "site_providers_site_id_provider_code_pk" PRIMARY KEY("site_id","provider_code")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"player_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"account_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"vip_level" integer DEFAULT 0 NOT NULL,
	"referral_code" text NOT NULL,
	"referrer_code" text DEFAULT '' NOT NULL,
	"attribution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "players_site_account" UNIQUE("site_id","account_id"),
	CONSTRAINT "players_site_referral" UNIQUE("site_id","referral_code"),
	CONSTRAINT "players_status_check" CHECK ("players"."status" in ('pending','active','blocked','closed'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"player_id" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"account_id" text NOT NULL,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"provider" text DEFAULT 'outbox' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tac_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tac_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"deposit_required" bigint NOT NULL,
	"turnover_required" bigint NOT NULL,
	CONSTRAINT "vip_levels_site_level" UNIQUE("site_id","level")
);
--> statement-breakpoint
CREATE TABLE "ad_visits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"fbp" text DEFAULT '' NOT NULL,
	"appsflyer_id" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_scripts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"section" text NOT NULL,
	"script" text NOT NULL,
	CONSTRAINT "analytics_section_check" CHECK ("analytics_scripts"."section" in ('HEAD','BODY'))
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"page" text NOT NULL,
	"en_body" text DEFAULT '' NOT NULL,
	"local_body" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cms_pages_site_page" UNIQUE("site_id","page")
);
--> statement-breakpoint
CREATE TABLE "seo_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"page_name" text NOT NULL,
	"en_item_name" text DEFAULT '' NOT NULL,
	"en_body" text DEFAULT '' NOT NULL,
	"local_item_name" text DEFAULT '' NOT NULL,
	"local_body" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_desc" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	"meta_url" text DEFAULT '' NOT NULL,
	"meta_canonical" text DEFAULT '' NOT NULL,
	"meta_author" text DEFAULT '' NOT NULL,
	"meta_publisher" text DEFAULT '' NOT NULL,
	"meta_lang" text DEFAULT '' NOT NULL,
	"meta_image_url" text DEFAULT '' NOT NULL,
	CONSTRAINT "seo_pages_site_page" UNIQUE("site_id","page_name")
);
--> statement-breakpoint
CREATE TABLE "site_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"theme_code" text NOT NULL,
	"theme_color" text NOT NULL,
	"language" text DEFAULT 'EN' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"country" text DEFAULT 'PH' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"logo1" text DEFAULT '' NOT NULL,
	"logo2" text DEFAULT '' NOT NULL,
	"logo3" text DEFAULT '' NOT NULL,
	"logo_text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expired_date" timestamp with time zone,
	"android_sub" text DEFAULT '' NOT NULL,
	"ios_sub" text DEFAULT '' NOT NULL,
	"aff_domain" text DEFAULT '' NOT NULL,
	"maintenance_on" boolean DEFAULT false NOT NULL,
	"maintenance_start" timestamp with time zone,
	"maintenance_end" timestamp with time zone,
	"show_preloader" boolean DEFAULT false NOT NULL,
	"show_bf_ann_modal" boolean DEFAULT false NOT NULL,
	"show_app_download" boolean DEFAULT false NOT NULL,
	"show_download_bar" boolean DEFAULT false NOT NULL,
	"gamify_enabled" boolean DEFAULT true NOT NULL,
	"live_chat_id" text DEFAULT '' NOT NULL,
	"live_chat_image_id" text DEFAULT '' NOT NULL,
	"trusted_hosts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"menu" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"game_menu" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "sites_status_check" CHECK ("sites"."status" in ('active','inactive'))
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"platform" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_balance_after_nonnegative" CHECK ("ledger_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "token_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "token_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"frozen_change" bigint DEFAULT 0 NOT NULL,
	"balance_after" bigint NOT NULL,
	"frozen_after" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_ledger_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"token_balance" bigint DEFAULT 0 NOT NULL,
	"frozen_token" bigint DEFAULT 0 NOT NULL,
	"total_deposit" bigint DEFAULT 0 NOT NULL,
	"total_turnover" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_nonnegative" CHECK ("wallets"."balance" >= 0),
	CONSTRAINT "wallets_token_nonnegative" CHECK ("wallets"."token_balance" >= 0),
	CONSTRAINT "wallets_frozen_nonnegative" CHECK ("wallets"."frozen_token" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_game_plays" ADD CONSTRAINT "mini_game_plays_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_game_plays" ADD CONSTRAINT "mini_game_plays_game_id_mini_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."mini_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_games" ADD CONSTRAINT "mini_games_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_code_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_game_lists" ADD CONSTRAINT "site_game_lists_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_game_lists" ADD CONSTRAINT "site_game_lists_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_providers" ADD CONSTRAINT "site_providers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_providers" ADD CONSTRAINT "site_providers_provider_code_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tac_codes" ADD CONSTRAINT "tac_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_visits" ADD CONSTRAINT "ad_visits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_scripts" ADD CONSTRAINT "analytics_scripts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD CONSTRAINT "cms_pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_pages" ADD CONSTRAINT "seo_pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_player" ON "inbox_items" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "mini_game_plays_player" ON "mini_game_plays" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "players_site_phone" ON "players" USING btree ("site_id","contact_phone");--> statement-breakpoint
CREATE INDEX "sessions_player" ON "sessions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_site_account" ON "sms_outbox" USING btree ("site_id","account_id","created_at");--> statement-breakpoint
CREATE INDEX "tac_codes_player_purpose" ON "tac_codes" USING btree ("player_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "ledger_player_time" ON "ledger_entries" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_site_kind_time" ON "ledger_entries" USING btree ("site_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "token_ledger_player_time" ON "token_ledger" USING btree ("player_id","created_at");