-- Calls of one player that arrive while one of theirs is being applied are applied together: one
-- statement, one transaction, one commit (one WAL flush) under the player's wallet lock, instead of
-- one commit each, so one busy wallet is not held for a disk flush per call (issue 16). Each item is
-- applied as seamless_debit / seamless_credit apply it alone, in the order given, in a
-- subtransaction of its own: an item that fails on a unique key (a copy with other details that
-- committed first) is undone alone and answered 'unique', the others stand.
CREATE FUNCTION "seamless_batch"(p_items jsonb) RETURNS TABLE (
  r_item integer, r_outcome text, r_balance text, r_response jsonb, r_kind text, r_player text, r_round text,
  r_reference text, r_amount text, r_status text, r_last_seen timestamptz
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_item jsonb;
  v_index integer := 0;
BEGIN
  FOR v_item IN SELECT value FROM jsonb_array_elements(p_items) LOOP
    BEGIN
      IF v_item->>'action' = 'debit' THEN
        RETURN QUERY SELECT v_index, d.* FROM seamless_debit(
          v_item->>'provider', v_item->>'transaction', (v_item->>'player')::bigint, (v_item->>'site')::integer,
          v_item->>'round', (v_item->>'amount')::bigint, v_item->>'game_code', v_item->>'game_name', v_item->>'game_type',
          v_item->>'bet_type', v_item->'selections', v_item->>'currency', (v_item->>'session')::bigint,
          (v_item->>'now')::timestamptz, (v_item->>'idle_since')::timestamptz) d;
      ELSE
        RETURN QUERY SELECT v_index, c.*, NULL::timestamptz FROM seamless_credit(
          v_item->>'provider', v_item->>'transaction', (v_item->>'player')::bigint, (v_item->>'site')::integer,
          v_item->>'round', v_item->>'reference', (v_item->>'amount')::bigint, v_item->>'currency') c;
      END IF;
    EXCEPTION WHEN unique_violation THEN
      RETURN QUERY SELECT v_index, 'unique', '0', NULL::jsonb, NULL, NULL, NULL, NULL, NULL, NULL, NULL::timestamptz;
    END;
    v_index := v_index + 1;
  END LOOP;
END;
$$;
