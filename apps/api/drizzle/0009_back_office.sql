-- The back office (issue 18): operators own sites, staff sign in with a password and TOTP, API keys
-- replace the single operator token, four-eyes approvals, an append-only audit log, player notes,
-- and the accounts players pay deposits into.

CREATE TABLE "operators" (
  "id" serial PRIMARY KEY,
  "name" text NOT NULL UNIQUE,
  -- minor units per currency ({"PHP": 1000000}): an adjustment or a withdrawal above it waits for a
  -- second staff member's approval; a currency missing from the map always waits
  "adjustment_approval_over" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "withdrawal_approval_over" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
INSERT INTO "operators" ("name", "adjustment_approval_over", "withdrawal_approval_over")
VALUES ('Default operator', '{"PHP": 1000000, "USD": 20000, "CNY": 150000}', '{"PHP": 5000000, "USD": 100000, "CNY": 700000}');
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "operator_id" integer REFERENCES "operators"("id");
--> statement-breakpoint
UPDATE "sites" SET "operator_id" = (SELECT min("id") FROM "operators");
--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "operator_id" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "sites_operator" ON "sites" ("operator_id");
--> statement-breakpoint

CREATE TABLE "staff" (
  "id" serial PRIMARY KEY,
  -- null: platform staff, who act across every operator
  "operator_id" integer REFERENCES "operators"("id"),
  "username" text NOT NULL,
  "display_name" text NOT NULL DEFAULT '',
  "role" text NOT NULL,
  "password_hash" text NOT NULL,
  -- set by an owner or admin's reset: the next sign-in must choose a new password
  "password_must_change" boolean NOT NULL DEFAULT false,
  -- AES-256-GCM under the server secret; confirmed once the member entered a code from it
  "totp_secret" text,
  "totp_confirmed_at" timestamptz,
  -- the last time step a code was accepted for: a code is used once
  "totp_last_step" bigint NOT NULL DEFAULT 0,
  -- null: every site of the operator
  "site_ids" integer[],
  "status" text NOT NULL DEFAULT 'active',
  "failed_sign_ins" integer NOT NULL DEFAULT 0,
  "locked_until" timestamptz,
  "created_by" integer,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "last_sign_in_at" timestamptz,
  CONSTRAINT "staff_role_check" CHECK ("role" in ('owner','admin','cashier','risk','marketing','support','read_only')),
  CONSTRAINT "staff_status_check" CHECK ("status" in ('active','disabled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_username" ON "staff" (lower("username"));
--> statement-breakpoint

CREATE TABLE "staff_sessions" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "staff_id" integer NOT NULL REFERENCES "staff"("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL UNIQUE,
  -- 'challenge': the password was right, a TOTP code (or its enrolment) is still due; 'active': signed in
  "stage" text NOT NULL,
  "ip" text NOT NULL DEFAULT '',
  "user_agent" text NOT NULL DEFAULT '',
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "last_seen_at" timestamptz NOT NULL DEFAULT now(),
  "expires_at" timestamptz NOT NULL,
  "revoked_at" timestamptz,
  CONSTRAINT "staff_sessions_stage_check" CHECK ("stage" in ('challenge','active'))
);
--> statement-breakpoint
CREATE INDEX "staff_sessions_staff" ON "staff_sessions" ("staff_id", "created_at");
--> statement-breakpoint

CREATE TABLE "api_keys" (
  "id" serial PRIMARY KEY,
  -- null: a platform key
  "operator_id" integer REFERENCES "operators"("id"),
  "name" text NOT NULL,
  "role" text NOT NULL,
  -- the first characters of the key, shown in lists so an owner can tell keys apart
  "prefix" text NOT NULL,
  "key_hash" text NOT NULL UNIQUE,
  "created_by" integer,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "last_used_at" timestamptz,
  "revoked_at" timestamptz,
  "revoked_by" integer,
  CONSTRAINT "api_keys_role_check" CHECK ("role" in ('owner','admin','cashier','risk','marketing','support','read_only'))
);
--> statement-breakpoint

-- One proposal waiting for a second staff member: a balance adjustment, a withdrawal's approval, the
-- lifting of a block. The proposer can never decide it (checked here as well as in the service).
CREATE TABLE "approvals" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "operator_id" integer NOT NULL REFERENCES "operators"("id"),
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "player_id" bigint REFERENCES "players"("id") ON DELETE CASCADE,
  "cashier_request_id" bigint REFERENCES "cashier_requests"("id") ON DELETE CASCADE,
  "payload" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "reason" text NOT NULL DEFAULT '',
  "proposed_by" integer NOT NULL REFERENCES "staff"("id"),
  "proposed_at" timestamptz NOT NULL DEFAULT now(),
  "status" text NOT NULL DEFAULT 'pending',
  "decided_by" integer REFERENCES "staff"("id"),
  "decided_at" timestamptz,
  "decision_reason" text NOT NULL DEFAULT '',
  CONSTRAINT "approvals_kind_check" CHECK ("kind" in ('adjustment','withdrawal','unblock')),
  CONSTRAINT "approvals_status_check" CHECK ("status" in ('pending','approved','rejected','cancelled')),
  CONSTRAINT "approvals_second_person" CHECK ("decided_by" IS NULL OR "decided_by" <> "proposed_by")
);
--> statement-breakpoint
CREATE INDEX "approvals_operator_status" ON "approvals" ("operator_id", "status", "proposed_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "approvals_one_pending_withdrawal" ON "approvals" ("cashier_request_id") WHERE "status" = 'pending';
--> statement-breakpoint

-- The audit log gains who acted in which role from where, and the before and after of the change;
-- nothing may change or delete a row once written.
ALTER TABLE "audit_log" ADD COLUMN "operator_id" integer;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_kind" text NOT NULL DEFAULT 'system';
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_id" integer;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "role" text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "ip" text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "user_agent" text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;
--> statement-breakpoint
CREATE INDEX "audit_log_operator_time" ON "audit_log" ("operator_id", "created_at");
--> statement-breakpoint
CREATE INDEX "audit_log_target" ON "audit_log" ("target", "created_at");
--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint

CREATE TABLE "player_notes" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "player_id" bigint NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
  "staff_id" integer NOT NULL REFERENCES "staff"("id"),
  "body" text NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "player_notes_player" ON "player_notes" ("player_id", "created_at");
--> statement-breakpoint

-- Limits the operator sets on a player (responsible gaming, risk), beside the player's own: the
-- lower of the two applies. Minor units; null: no operator limit for that period.
CREATE TABLE "operator_player_limits" (
  "player_id" bigint PRIMARY KEY REFERENCES "players"("id") ON DELETE CASCADE,
  "deposit_daily" bigint,
  "deposit_weekly" bigint,
  "deposit_monthly" bigint,
  "reason" text NOT NULL DEFAULT '',
  "set_by" integer REFERENCES "staff"("id"),
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "operator_player_limits_positive" CHECK (
    coalesce("deposit_daily", 1) > 0 AND coalesce("deposit_weekly", 1) > 0 AND coalesce("deposit_monthly", 1) > 0
  )
);
--> statement-breakpoint

-- Where players send a deposit: per site and payment method, in the operator's order.
CREATE TABLE "receiving_accounts" (
  "id" serial PRIMARY KEY,
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
  -- the deposit method it serves; bank_name names the bank or the e-wallet (GCash, Maya)
  "method" text NOT NULL,
  "bank_name" text NOT NULL,
  "account_name" text NOT NULL,
  "account_number" text NOT NULL,
  -- a QR image the player can scan (PNG, JPEG or WebP bytes) and its type
  "qr_image" bytea,
  "qr_image_type" text,
  "min_amount" bigint,
  "max_amount" bigint,
  "position" integer NOT NULL DEFAULT 0,
  "enabled" boolean NOT NULL DEFAULT true,
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "receiving_accounts_method_check" CHECK ("method" in ('bank_transfer','e_wallet')),
  CONSTRAINT "receiving_accounts_amounts_check" CHECK (
    ("min_amount" IS NULL OR "min_amount" > 0) AND ("max_amount" IS NULL OR "max_amount" >= coalesce("min_amount", 1))
  )
);
--> statement-breakpoint
CREATE INDEX "receiving_accounts_site" ON "receiving_accounts" ("site_id", "method", "position");
--> statement-breakpoint

-- Banks and e-wallets offered per country; an operator may add its own (operator_id set).
CREATE TABLE "bank_names" (
  "id" serial PRIMARY KEY,
  "country" text NOT NULL,
  "method" text NOT NULL DEFAULT 'bank_transfer',
  "name" text NOT NULL,
  "operator_id" integer REFERENCES "operators"("id") ON DELETE CASCADE,
  CONSTRAINT "bank_names_method_check" CHECK ("method" in ('bank_transfer','e_wallet'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bank_names_unique" ON "bank_names" ("country", lower("name"), coalesce("operator_id", 0));
--> statement-breakpoint
INSERT INTO "bank_names" ("country", "name") VALUES
  ('PH', 'BDO Unibank'), ('PH', 'BPI'), ('PH', 'Metrobank'), ('PH', 'Land Bank of the Philippines'),
  ('PH', 'Security Bank'), ('PH', 'UnionBank'), ('PH', 'RCBC'), ('PH', 'China Bank'), ('PH', 'PNB'),
  ('PH', 'EastWest Bank'),
  ('CN', 'Industrial and Commercial Bank of China'), ('CN', 'China Construction Bank'),
  ('CN', 'Agricultural Bank of China'), ('CN', 'Bank of China'), ('CN', 'China Merchants Bank'),
  ('CN', 'Bank of Communications'),
  ('US', 'JPMorgan Chase'), ('US', 'Bank of America'), ('US', 'Wells Fargo'), ('US', 'Citibank');
--> statement-breakpoint
INSERT INTO "bank_names" ("country", "method", "name") VALUES
  ('PH', 'e_wallet', 'GCash'), ('PH', 'e_wallet', 'Maya'), ('PH', 'e_wallet', 'GrabPay'),
  ('CN', 'e_wallet', 'Alipay'), ('CN', 'e_wallet', 'WeChat Pay'), ('US', 'e_wallet', 'PayPal');
