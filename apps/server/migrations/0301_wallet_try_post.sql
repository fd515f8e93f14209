-- ledger_post that answers a refusal as a row instead of an error, so several postings can share one
-- database transaction (one commit for a batch on a busy account) while each stays all-or-nothing:
-- the exception block rolls back only the refused posting.
CREATE FUNCTION ledger_try_post(
  p_brand integer, p_key text, p_kind text, p_ref_type text, p_ref_id text, p_memo text,
  p_actor bigint, p_reverses bigint, p_accounts bigint[], p_amounts bigint[], p_release bigint[], p_at timestamptz
) RETURNS TABLE (error_code text, error_detail text, transaction_id bigint, replayed boolean, account_id bigint,
                 member_id bigint, amount bigint, balance_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_detail text;
BEGIN
  RETURN QUERY SELECT NULL::text, NULL::text, p.transaction_id, p.replayed, p.account_id, p.member_id, p.amount,
                      p.balance_after
    FROM ledger_post(p_brand, p_key, p_kind, p_ref_type, p_ref_id, p_memo, p_actor, p_reverses, p_accounts,
                     p_amounts, p_release, p_at) p;
EXCEPTION WHEN SQLSTATE 'WL001' OR SQLSTATE 'WL002' OR SQLSTATE 'WL003' OR SQLSTATE 'WL004' THEN
  GET STACKED DIAGNOSTICS v_detail = PG_EXCEPTION_DETAIL;
  RETURN QUERY SELECT SQLSTATE::text, v_detail, NULL::bigint, NULL::boolean, NULL::bigint, NULL::bigint,
                      NULL::bigint, NULL::bigint;
END $$;
