-- Issue 16: every instance keeps the session lookups of get_balance in memory and drops a player's
-- as soon as they change. The database tells every listening instance, whoever made the change (this
-- API, another instance, an operator's SQL): on the channel wl_player_changed, the player's id.
-- Only what such a lookup reads is watched: the wallet's balances, the session's end and the
-- account's status; not last_seen_at, which any call may touch.
CREATE FUNCTION "wl_notify_player_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_player text := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0];
BEGIN
  PERFORM pg_notify('wl_player_changed', v_player);
  -- For the connection that made the change: its instance drops the player as its transaction ends,
  -- before the NOTIFY comes round (db/client.ts, echoOwnNotifications).
  RAISE NOTICE USING MESSAGE = 'wl_player_changed', DETAIL = v_player;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A transaction that notifies holds a database-wide lock from its commit record until the commit
-- is durable, so such commits cannot share a WAL flush: on the seamless wallet's hot path that cost
-- 17% of its calls/s (bench/wallet.mjs). Its functions run with wl.player_changes_announced on,
-- which keeps this trigger quiet, and the API announces the players they moved itself
-- (SessionService.walletsMoved).
CREATE TRIGGER "wallets_changed" AFTER UPDATE ON "wallets" FOR EACH ROW
  WHEN ((OLD.balance IS DISTINCT FROM NEW.balance OR OLD.token_balance IS DISTINCT FROM NEW.token_balance)
    AND current_setting('wl.player_changes_announced', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION "wl_notify_player_changed"('player_id');
--> statement-breakpoint
ALTER FUNCTION "seamless_debit" SET "wl.player_changes_announced" = 'on';
--> statement-breakpoint
ALTER FUNCTION "seamless_credit" SET "wl.player_changes_announced" = 'on';
--> statement-breakpoint
ALTER FUNCTION "seamless_batch" SET "wl.player_changes_announced" = 'on';
--> statement-breakpoint
CREATE TRIGGER "wallets_deleted" AFTER DELETE ON "wallets" FOR EACH ROW EXECUTE FUNCTION "wl_notify_player_changed"('player_id');
--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN ((OLD.revoked_at, OLD.expires_at, OLD.player_id, OLD.token_hash) IS DISTINCT FROM (NEW.revoked_at, NEW.expires_at, NEW.player_id, NEW.token_hash))
  EXECUTE FUNCTION "wl_notify_player_changed"('player_id');
--> statement-breakpoint
CREATE TRIGGER "sessions_deleted" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "wl_notify_player_changed"('player_id');
--> statement-breakpoint
CREATE TRIGGER "players_changed" AFTER UPDATE ON "players" FOR EACH ROW
  WHEN ((OLD.status, OLD.account_id, OLD.site_id) IS DISTINCT FROM (NEW.status, NEW.account_id, NEW.site_id))
  EXECUTE FUNCTION "wl_notify_player_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "players_deleted" AFTER DELETE ON "players" FOR EACH ROW EXECUTE FUNCTION "wl_notify_player_changed"('id');
