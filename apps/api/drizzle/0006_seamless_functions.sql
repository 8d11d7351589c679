-- The seamless wallet's debit and credit, each one statement and one round trip (issue 16). Each
-- locks the player's wallet row first; every statement after the lock sees what committed before it
-- (a VOLATILE function takes a new snapshot per statement), so the idempotency key and the rollback
-- tombstone are read under the lock. A refusal writes nothing. Columns out are text, so both drivers
-- read them alike.
CREATE FUNCTION "seamless_debit"(
  p_provider text, p_transaction text, p_player bigint, p_site integer, p_round text, p_amount bigint,
  p_game_code text, p_game_name text, p_game_type text, p_bet_type text, p_selections jsonb,
  p_currency text, p_session bigint, p_now timestamptz, p_idle_since timestamptz
) RETURNS TABLE (
  r_outcome text, r_balance text, r_response jsonb, r_kind text, r_player text, r_round text,
  r_reference text, r_amount text, r_status text, r_last_seen timestamptz
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_balance bigint;
  v_after bigint;
  v_stored provider_transactions%ROWTYPE;
  v_live boolean;
  v_last_seen timestamptz;
  v_status text;
  v_bet bigint;
  v_entry bigint;
  v_response jsonb;
BEGIN
  SELECT w.balance INTO v_balance FROM wallets w WHERE w.player_id = p_player AND w.site_id = p_site FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'player % has no wallet', p_player;
  END IF;
  -- A transaction id seen before: its first answer, or a conflict (decided by the caller).
  SELECT * INTO v_stored FROM provider_transactions t WHERE t.provider_code = p_provider AND t.transaction_id = p_transaction;
  IF FOUND THEN
    RETURN QUERY SELECT 'replay', v_balance::text, v_stored.response, v_stored.kind, v_stored.player_id::text,
      v_stored.round_id, v_stored.reference_transaction_id, v_stored.amount::text, NULL::text, NULL::timestamptz;
    RETURN;
  END IF;
  -- The game bets with the right of the player's login: not logged out, not past its lifetime, not idle.
  SELECT s.revoked_at IS NULL AND s.expires_at > p_now AND s.last_seen_at >= p_idle_since, s.last_seen_at
    INTO v_live, v_last_seen FROM sessions s WHERE s.id = p_session;
  IF v_live IS NOT TRUE THEN
    RETURN QUERY SELECT 'invalid_token', v_balance::text, NULL::jsonb, NULL, NULL, NULL, NULL, NULL, NULL, NULL::timestamptz;
    RETURN;
  END IF;
  SELECT p.status INTO v_status FROM players p WHERE p.id = p_player;
  IF v_status IS DISTINCT FROM 'active' THEN
    RETURN QUERY SELECT 'blocked', v_balance::text, NULL::jsonb, NULL, NULL, NULL, NULL, NULL, v_status, v_last_seen;
    RETURN;
  END IF;
  -- A debit rolled back before it arrived is refused.
  PERFORM 1 FROM provider_transactions t
    WHERE t.provider_code = p_provider AND t.kind = 'rollback' AND t.reference_transaction_id = p_transaction;
  IF FOUND THEN
    RETURN QUERY SELECT 'conflict', v_balance::text, NULL::jsonb, NULL, NULL, NULL, NULL, NULL, NULL, v_last_seen;
    RETURN;
  END IF;
  UPDATE wallets w
    SET balance = w.balance - p_amount, total_turnover = w.total_turnover + p_amount, updated_at = now()
    WHERE w.player_id = p_player AND w.balance - p_amount >= 0
    RETURNING w.balance INTO v_after;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'insufficient', v_balance::text, NULL::jsonb, NULL, NULL, NULL, NULL, NULL, NULL, v_last_seen;
    RETURN;
  END IF;
  v_balance := v_after;
  INSERT INTO bets (site_id, player_id, provider_code, game_code, game_name, game_type, round_id, transaction_id, stake, bet_type, selections)
    VALUES (p_site, p_player, p_provider, p_game_code, p_game_name, p_game_type, p_round, p_transaction, p_amount, p_bet_type, p_selections)
    RETURNING id INTO v_bet;
  -- The entry's time is when it was applied, under the wallet row's lock (as moveMoney writes it).
  INSERT INTO ledger_entries (site_id, player_id, kind, amount, balance_after, idempotency_key, reference, meta, created_at)
    VALUES (p_site, p_player, 'bet', -p_amount, v_balance, 'seamless:' || p_provider || ':' || p_transaction, p_round,
      jsonb_build_object('provider_code', p_provider, 'game_code', p_game_code, 'game_name', p_game_name, 'bet_id', v_bet),
      clock_timestamp())
    RETURNING id INTO v_entry;
  v_response := jsonb_build_object('status', 'OK', 'balance', v_balance, 'currency', p_currency,
    'player_id', p_player::text, 'operator_transaction_id', v_entry::text);
  INSERT INTO provider_transactions (provider_code, transaction_id, kind, player_id, round_id, reference_transaction_id, amount, bet_id, ledger_entry_id, response)
    VALUES (p_provider, p_transaction, 'debit', p_player, p_round, NULL, p_amount, v_bet, v_entry, v_response);
  RETURN QUERY SELECT 'ok', v_balance::text, v_response, NULL, NULL, NULL, NULL, NULL, NULL, v_last_seen;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "seamless_credit"(
  p_provider text, p_transaction text, p_player bigint, p_site integer, p_round text, p_reference text,
  p_amount bigint, p_currency text
) RETURNS TABLE (
  r_outcome text, r_balance text, r_response jsonb, r_kind text, r_player text, r_round text,
  r_reference text, r_amount text, r_status text
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_balance bigint;
  v_stored provider_transactions%ROWTYPE;
  v_bet bets%ROWTYPE;
  v_bet_entry bigint;
  v_entry bigint;
  v_response jsonb;
BEGIN
  SELECT w.balance INTO v_balance FROM wallets w WHERE w.player_id = p_player AND w.site_id = p_site FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'player % has no wallet', p_player;
  END IF;
  SELECT * INTO v_stored FROM provider_transactions t WHERE t.provider_code = p_provider AND t.transaction_id = p_transaction;
  IF FOUND THEN
    RETURN QUERY SELECT 'replay', v_balance::text, v_stored.response, v_stored.kind, v_stored.player_id::text,
      v_stored.round_id, v_stored.reference_transaction_id, v_stored.amount::text, NULL::text;
    RETURN;
  END IF;
  SELECT * INTO v_bet FROM bets b WHERE b.provider_code = p_provider AND b.transaction_id = p_reference AND b.player_id = p_player;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'bet_not_found', v_balance::text, NULL::jsonb, NULL, NULL, NULL, NULL, NULL, NULL;
    RETURN;
  END IF;
  IF v_bet.status <> 'open' THEN
    RETURN QUERY SELECT 'settled', v_balance::text, NULL::jsonb, NULL, NULL, NULL, NULL, NULL, v_bet.status;
    RETURN;
  END IF;
  IF p_amount > 0 THEN
    -- A bet placed while a bonus was in play that ended since pays what the bonus owes first: that
    -- rare case is the caller's (PromotionService.takeBackFromPayout), told by 'slow', nothing written.
    SELECT l.id INTO v_bet_entry FROM ledger_entries l WHERE l.idempotency_key = 'seamless:' || p_provider || ':' || p_reference;
    IF v_bet_entry IS NULL OR EXISTS (
      SELECT 1 FROM promotion_claims c
        WHERE c.player_id = p_player AND c.ended_entry_id IS NOT NULL
          AND c.credit_entry_id < v_bet_entry AND c.ended_entry_id >= v_bet_entry
    ) THEN
      RETURN QUERY SELECT 'slow', v_balance::text, NULL::jsonb, NULL, NULL, NULL, NULL, NULL, NULL;
      RETURN;
    END IF;
    UPDATE wallets w SET balance = w.balance + p_amount, updated_at = now()
      WHERE w.player_id = p_player RETURNING w.balance INTO v_balance;
    INSERT INTO ledger_entries (site_id, player_id, kind, amount, balance_after, idempotency_key, reference, meta, created_at)
      VALUES (p_site, p_player, 'win', p_amount, v_balance, 'seamless:' || p_provider || ':' || p_transaction, p_round,
        jsonb_build_object('provider_code', p_provider, 'game_code', v_bet.game_code, 'game_name', v_bet.game_name, 'bet_id', v_bet.id),
        clock_timestamp())
      RETURNING id INTO v_entry;
  END IF;
  UPDATE bets b SET status = 'settled', payout = p_amount, settled_at = now() WHERE b.id = v_bet.id;
  v_response := jsonb_build_object('status', 'OK', 'balance', v_balance, 'currency', p_currency, 'player_id', p_player::text);
  IF v_entry IS NOT NULL THEN
    v_response := v_response || jsonb_build_object('operator_transaction_id', v_entry::text);
  END IF;
  INSERT INTO provider_transactions (provider_code, transaction_id, kind, player_id, round_id, reference_transaction_id, amount, bet_id, ledger_entry_id, response)
    VALUES (p_provider, p_transaction, 'credit', p_player, p_round, p_reference, p_amount, v_bet.id, v_entry, v_response);
  RETURN QUERY SELECT 'ok', v_balance::text, v_response, NULL, NULL, NULL, NULL, NULL, NULL;
END;
$$;
