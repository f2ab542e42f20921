CREATE TABLE "platform_daily_rollups" (
	"day" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"processor_id" smallint,
	"partner_id" integer,
	"client_id" integer,
	"country" text,
	"gross_volume_cents" bigint DEFAULT 0 NOT NULL,
	"successful_count" integer DEFAULT 0 NOT NULL,
	"card_volume_cents" bigint DEFAULT 0 NOT NULL,
	"ach_volume_cents" bigint DEFAULT 0 NOT NULL,
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
	"transaction_count" integer DEFAULT 0 NOT NULL,
	"card_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_rollup_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_rollup_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "platform_daily_rollups_day_idx" ON "platform_daily_rollups" USING btree ("day","currency");--> statement-breakpoint
CREATE INDEX "platform_rollup_changes_day_idx" ON "platform_rollup_changes" USING btree ("day");--> statement-breakpoint
-- Written by hand: every statement that changes merchant daily rollups marks the days it
-- changed, in its own transaction (an append: no row that other writes wait for); a merchant
-- moving to another segment marks every day (a null day). modules/admin-overview/platform-rollups.ts.
CREATE FUNCTION "platform_rollups_mark_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "platform_rollup_changes" ("day") SELECT DISTINCT "day" FROM "changed_rows";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "platform_rollups_mark_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "platform_rollup_changes" ("day") VALUES (NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "merchant_daily_rollups_mark_inserted" AFTER INSERT ON "merchant_daily_rollups"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "platform_rollups_mark_days"();--> statement-breakpoint
CREATE TRIGGER "merchant_daily_rollups_mark_updated" AFTER UPDATE ON "merchant_daily_rollups"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "platform_rollups_mark_days"();--> statement-breakpoint
CREATE TRIGGER "merchant_daily_rollups_mark_deleted" AFTER DELETE ON "merchant_daily_rollups"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "platform_rollups_mark_days"();--> statement-breakpoint
CREATE TRIGGER "merchant_daily_rollups_mark_truncated" AFTER TRUNCATE ON "merchant_daily_rollups"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform_rollups_mark_all"();--> statement-breakpoint
CREATE TRIGGER "merchants_mark_platform_segment" AFTER UPDATE ON "merchants" FOR EACH ROW
  WHEN (OLD."currency" IS DISTINCT FROM NEW."currency" OR OLD."processor_id" IS DISTINCT FROM NEW."processor_id"
    OR OLD."partner_id" IS DISTINCT FROM NEW."partner_id" OR OLD."client_id" IS DISTINCT FROM NEW."client_id"
    OR OLD."business_country" IS DISTINCT FROM NEW."business_country")
  EXECUTE FUNCTION "platform_rollups_mark_all"();--> statement-breakpoint
-- Backfill: the days as they stand (the merchant rollups of every merchant, by segment).
INSERT INTO "platform_daily_rollups" ("day", "currency", "processor_id", "partner_id", "client_id", "country", "gross_volume_cents", "successful_count", "card_volume_cents", "ach_volume_cents", "refund_volume_cents", "refund_count", "fee_cents", "payout_volume_cents", "payout_count", "chargeback_volume_cents", "chargeback_count", "evidence_needed_count", "ach_return_volume_cents", "ach_return_count", "transaction_count", "card_count")
SELECT r."day", m."currency", m."processor_id", m."partner_id", m."client_id", m."business_country", sum(r."gross_volume_cents"), sum(r."successful_count"), sum(r."card_volume_cents"), sum(r."ach_volume_cents"), sum(r."refund_volume_cents"), sum(r."refund_count"), sum(r."fee_cents"), sum(r."payout_volume_cents"), sum(r."payout_count"), sum(r."chargeback_volume_cents"), sum(r."chargeback_count"), sum(r."evidence_needed_count"), sum(r."ach_return_volume_cents"), sum(r."ach_return_count"), sum(r."transaction_count"), sum(r."card_count")
FROM "merchant_daily_rollups" r JOIN "merchants" m ON m."id" = r."merchant_id"
GROUP BY r."day", m."currency", m."processor_id", m."partner_id", m."client_id", m."business_country";
