CREATE TABLE "platform_brand_daily_rollups" (
	"day" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"card_brand" text NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"volume_cents" bigint DEFAULT 0 NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"interchange_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "platform_brand_daily_rollups_day_idx" ON "platform_brand_daily_rollups" USING btree ("day","currency");--> statement-breakpoint
-- Written by hand: the card-brand days mark their days as the merchant days do (migration 0026).
CREATE TRIGGER "card_brand_daily_rollups_mark_inserted" AFTER INSERT ON "card_brand_daily_rollups"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "platform_rollups_mark_days"();--> statement-breakpoint
CREATE TRIGGER "card_brand_daily_rollups_mark_updated" AFTER UPDATE ON "card_brand_daily_rollups"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "platform_rollups_mark_days"();--> statement-breakpoint
CREATE TRIGGER "card_brand_daily_rollups_mark_deleted" AFTER DELETE ON "card_brand_daily_rollups"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "platform_rollups_mark_days"();--> statement-breakpoint
CREATE TRIGGER "card_brand_daily_rollups_mark_truncated" AFTER TRUNCATE ON "card_brand_daily_rollups"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform_rollups_mark_all"();--> statement-breakpoint
-- Backfill: the brand days as they stand, the sales in their merchant's own currency.
INSERT INTO "platform_brand_daily_rollups" ("day", "currency", "card_brand", "sale_count", "volume_cents", "fee_cents", "interchange_cents")
SELECT r."day", r."currency", r."card_brand", sum(r."sale_count"), sum(r."volume_cents"), sum(r."fee_cents"), sum(r."interchange_cents")
FROM "card_brand_daily_rollups" r JOIN "merchants" m ON m."id" = r."merchant_id" AND m."currency" = r."currency"
GROUP BY r."day", r."currency", r."card_brand";
