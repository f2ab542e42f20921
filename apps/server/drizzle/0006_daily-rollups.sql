CREATE TABLE "merchant_daily_rollups" (
	"merchant_id" integer NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"gross_volume_cents" bigint DEFAULT 0 NOT NULL,
	"successful_count" integer DEFAULT 0 NOT NULL,
	"refund_volume_cents" bigint DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"payout_volume_cents" bigint DEFAULT 0 NOT NULL,
	"payout_count" integer DEFAULT 0 NOT NULL,
	"chargeback_volume_cents" bigint DEFAULT 0 NOT NULL,
	"chargeback_count" integer DEFAULT 0 NOT NULL,
	"evidence_needed_count" integer DEFAULT 0 NOT NULL,
	"ach_return_volume_cents" bigint DEFAULT 0 NOT NULL,
	"ach_return_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_daily_rollups_merchant_id_day_pk" PRIMARY KEY("merchant_id","day")
);
--> statement-breakpoint
ALTER TABLE "merchant_daily_rollups" ADD CONSTRAINT "merchant_daily_rollups_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_hourly_rollups_evidence_idx" ON "merchant_hourly_rollups" USING btree ("merchant_id","hour") WHERE evidence_needed_count <> 0;--> statement-breakpoint
-- Backfill: each day is the sum of its hours (the ledger writes both from now on).
INSERT INTO "merchant_daily_rollups"
SELECT "merchant_id", date_trunc('day', "hour", 'UTC'),
  sum("gross_volume_cents"), sum("successful_count"), sum("refund_volume_cents"), sum("refund_count"),
  sum("fee_cents"), sum("payout_volume_cents"), sum("payout_count"), sum("chargeback_volume_cents"),
  sum("chargeback_count"), sum("evidence_needed_count"), sum("ach_return_volume_cents"), sum("ach_return_count")
FROM "merchant_hourly_rollups" GROUP BY 1, 2;
