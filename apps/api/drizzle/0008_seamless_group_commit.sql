-- Calls of different players now go together in one seamless_batch statement when the pool is busy
-- (group commit, issue 16), so one item's failure must not fail the others': each item already runs
-- in a subtransaction of its own; an item that fails on anything but a unique key is undone alone
-- and answered 'failed' with the error (its caller answers INTERNAL_ERROR, and the provider sends it
-- again), while the items before and after it stand.
CREATE OR REPLACE FUNCTION "seamless_batch"(p_items jsonb) RETURNS TABLE (
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
    EXCEPTION
      WHEN unique_violation THEN
        RETURN QUERY SELECT v_index, 'unique', '0', NULL::jsonb, NULL, NULL, NULL, NULL, NULL, NULL, NULL::timestamptz;
      WHEN OTHERS THEN
        RETURN QUERY SELECT v_index, 'failed', '0', NULL::jsonb, NULL, NULL, NULL, NULL, NULL,
          SQLSTATE || ' ' || SQLERRM, NULL::timestamptz;
    END;
    v_index := v_index + 1;
  END LOOP;
END;
$$;
