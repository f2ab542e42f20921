CREATE TABLE "card_brand_daily_rollups" (
	"merchant_id" integer NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"processor_id" smallint NOT NULL,
	"card_brand" text NOT NULL,
	"currency" text NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"volume_cents" bigint DEFAULT 0 NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"interchange_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "card_brand_daily_rollups_merchant_id_day_processor_id_card_brand_currency_pk" PRIMARY KEY("merchant_id","day","processor_id","card_brand","currency")
);
--> statement-breakpoint
CREATE TABLE "card_brand_monthly_rollups" (
	"merchant_id" integer NOT NULL,
	"month" timestamp with time zone NOT NULL,
	"processor_id" smallint NOT NULL,
	"card_brand" text NOT NULL,
	"currency" text NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"volume_cents" bigint DEFAULT 0 NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"interchange_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "card_brand_monthly_rollups_merchant_id_month_processor_id_card_brand_currency_pk" PRIMARY KEY("merchant_id","month","processor_id","card_brand","currency")
);
--> statement-breakpoint
ALTER TABLE "merchant_daily_rollups" ADD COLUMN "card_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_hourly_rollups" ADD COLUMN "card_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_monthly_rollups" ADD COLUMN "card_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_brand_daily_rollups" ADD CONSTRAINT "card_brand_daily_rollups_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_brand_monthly_rollups" ADD CONSTRAINT "card_brand_monthly_rollups_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_brand_daily_rollups_processor_day_idx" ON "card_brand_daily_rollups" USING btree ("processor_id","day");--> statement-breakpoint
CREATE INDEX "card_brand_monthly_rollups_processor_month_idx" ON "card_brand_monthly_rollups" USING btree ("processor_id","month");--> statement-breakpoint
-- Backfill (written by hand; the ledger writes all of these from now on). card_count: the
-- approved, unvoided card sales of each hour, then each day and month the sum of its hours.
UPDATE "merchant_hourly_rollups" r SET "card_count" = s."n"
FROM (SELECT "merchant_id", date_trunc('hour', "trans_date", 'UTC') AS "hour", count(*)::int AS "n"
      FROM "transactions" WHERE "kind" = 'sale' AND "status" = 'approved' AND "method" = 'card' GROUP BY 1, 2) s
WHERE r."merchant_id" = s."merchant_id" AND r."hour" = s."hour";
--> statement-breakpoint
UPDATE "merchant_daily_rollups" r SET "card_count" = s."n"
FROM (SELECT "merchant_id", date_trunc('day', "hour", 'UTC') AS "day", sum("card_count")::int AS "n"
      FROM "merchant_hourly_rollups" GROUP BY 1, 2) s
WHERE r."merchant_id" = s."merchant_id" AND r."day" = s."day";
--> statement-breakpoint
UPDATE "merchant_monthly_rollups" r SET "card_count" = s."n"
FROM (SELECT "merchant_id", date_trunc('month', "day", 'UTC') AS "month", sum("card_count")::int AS "n"
      FROM "merchant_daily_rollups" GROUP BY 1, 2) s
WHERE r."merchant_id" = s."merchant_id" AND r."month" = s."month";
--> statement-breakpoint
-- The card-brand days from the sales, the interchange sale by sale at INTERCHANGE_RATES
-- (packages/domain/src/admin-dispute-report-fields.ts, as of this migration): half up, plus the fixed part.
INSERT INTO "card_brand_daily_rollups" ("merchant_id", "day", "processor_id", "card_brand", "currency", "sale_count", "volume_cents", "fee_cents", "interchange_cents")
SELECT t."merchant_id", date_trunc('day', t."trans_date", 'UTC'), t."processor_id", coalesce(t."card_brand", 'ACH'), t."currency",
       count(*), sum(t."gross_amount_cents"), sum(t."fee_cents"),
       sum(coalesce((t."gross_amount_cents" * r."bps" + 5000) / 10000 + r."fixed", 0))
FROM "transactions" t
LEFT JOIN (VALUES ('Visa', 151, 10), ('MasterCard', 158, 10), ('American Express', 230, 10), ('Discover', 156, 10), ('ACH', 0, 0)) r("brand", "bps", "fixed")
  ON r."brand" = t."card_brand"
WHERE t."kind" = 'sale' AND t."status" = 'approved'
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "card_brand_monthly_rollups" ("merchant_id", "month", "processor_id", "card_brand", "currency", "sale_count", "volume_cents", "fee_cents", "interchange_cents")
SELECT "merchant_id", date_trunc('month', "day", 'UTC'), "processor_id", "card_brand", "currency",
       sum("sale_count"), sum("volume_cents"), sum("fee_cents"), sum("interchange_cents")
FROM "card_brand_daily_rollups" GROUP BY 1, 2, 3, 4, 5;
