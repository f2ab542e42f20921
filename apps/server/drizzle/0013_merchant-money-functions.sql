-- The unsettled net of a merchant (what its card refunds draw on before the line of credit):
-- the rollups' gross less refunds, ACH returns and fees, less what settled into batches.
-- Written once here; ledger/merchant-money-lock.ts and the refund rule call it.
CREATE OR REPLACE FUNCTION merchant_unsettled_net(merchant integer) RETURNS bigint
LANGUAGE sql STABLE AS $$
  select (select coalesce(sum(gross_volume_cents - refund_volume_cents - ach_return_volume_cents - fee_cents), 0)
            from merchant_daily_rollups where merchant_id = merchant)
       - (select coalesce(sum(total_net_cents), 0) from batches where merchant_id = merchant)
$$;
--> statement-breakpoint
-- The merchant's money lock (the advisory lock of ledger/merchant-money-lock.ts, keys 'PDMA'
-- and the merchant), then its unsettled net, in one round trip. VOLATILE: its query takes a
-- snapshot of its own after the lock is granted (READ COMMITTED), so it sees what the lock's
-- previous holder committed.
CREATE OR REPLACE FUNCTION lock_merchant_money_read_net(merchant integer) RETURNS bigint
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1346653505, merchant);
  RETURN merchant_unsettled_net(merchant);
END
$$;
