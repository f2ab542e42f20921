CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"locked_by" text,
	"locked_at" timestamp with time zone,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_scope_route_key_pk" PRIMARY KEY("scope","route","key")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_daily_rollups" ADD COLUMN "card_volume_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_daily_rollups" ADD COLUMN "ach_volume_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_hourly_rollups" ADD COLUMN "card_volume_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_hourly_rollups" ADD COLUMN "ach_volume_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE sent_at is null;--> statement-breakpoint
-- Backfill: approved sale volume by payment method, per hour from the rows, per day from the hours.
UPDATE "merchant_hourly_rollups" r SET "card_volume_cents" = v.card, "ach_volume_cents" = v.ach
FROM (
  SELECT "merchant_id", date_trunc('hour', "trans_date", 'UTC') AS hour,
    coalesce(sum("gross_amount_cents") FILTER (WHERE "method" = 'card'), 0) AS card,
    coalesce(sum("gross_amount_cents") FILTER (WHERE "method" = 'ach'), 0) AS ach
  FROM "transactions" WHERE "kind" = 'sale' AND "status" = 'approved' GROUP BY 1, 2
) v
WHERE r."merchant_id" = v."merchant_id" AND r."hour" = v.hour;
--> statement-breakpoint
UPDATE "merchant_daily_rollups" d SET "card_volume_cents" = v.card, "ach_volume_cents" = v.ach
FROM (
  SELECT "merchant_id", date_trunc('day', "hour", 'UTC') AS day,
    sum("card_volume_cents") AS card, sum("ach_volume_cents") AS ach
  FROM "merchant_hourly_rollups" GROUP BY 1, 2
) v
WHERE d."merchant_id" = v."merchant_id" AND d."day" = v.day;
--> statement-breakpoint
-- Mail written before the delivery pass existed was sent at once or kept: it is never due again.
UPDATE "mail_outbox" SET "next_attempt_at" = 'infinity' WHERE "sent_at" IS NULL;
