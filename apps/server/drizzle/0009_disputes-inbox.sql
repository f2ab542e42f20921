CREATE SEQUENCE "public"."dispute_inbox_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "ach_returns" ADD COLUMN "inbox_id" bigint DEFAULT nextval('dispute_inbox_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD COLUMN "inbox_id" bigint DEFAULT nextval('dispute_inbox_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "retrievals" ADD COLUMN "inbox_id" bigint DEFAULT nextval('dispute_inbox_seq') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ach_returns_inbox_idx" ON "ach_returns" USING btree ("inbox_id");--> statement-breakpoint
CREATE INDEX "ach_returns_inbox_urgency_idx" ON "ach_returns" USING btree ("merchant_id",(10000000000 - extract(epoch from (return_date - to_timestamp(0)))::int8) desc nulls last,"inbox_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ach_returns_inbox_date_idx" ON "ach_returns" USING btree ("merchant_id","return_date" DESC NULLS LAST,"inbox_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ach_returns_inbox_amount_idx" ON "ach_returns" USING btree ("merchant_id","return_amount_cents" DESC NULLS LAST,"inbox_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "chargebacks_inbox_idx" ON "chargebacks" USING btree ("inbox_id");--> statement-breakpoint
CREATE INDEX "chargebacks_inbox_urgency_idx" ON "chargebacks" USING btree ("merchant_id",(case when dispute_status = 'evidence-needed' then extract(epoch from (respond_by - to_timestamp(0)))::int8 - 10000000000 else 10000000000 - extract(epoch from (cb_date - to_timestamp(0)))::int8 end) desc nulls last,"inbox_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chargebacks_inbox_date_idx" ON "chargebacks" USING btree ("merchant_id","cb_date" DESC NULLS LAST,"inbox_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chargebacks_inbox_amount_idx" ON "chargebacks" USING btree ("merchant_id","cb_amount_cents" DESC NULLS LAST,"inbox_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "retrievals_inbox_idx" ON "retrievals" USING btree ("inbox_id");--> statement-breakpoint
CREATE INDEX "retrievals_inbox_urgency_idx" ON "retrievals" USING btree ("merchant_id",(case when status = 'Unanswered' then extract(epoch from (requested_date - to_timestamp(0)))::int8 + days_to_respond * 86400 - 10000000000 else 10000000000 - extract(epoch from (requested_date - to_timestamp(0)))::int8 end) desc nulls last,"inbox_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "retrievals_inbox_date_idx" ON "retrievals" USING btree ("merchant_id","requested_date" DESC NULLS LAST,"inbox_id" DESC NULLS LAST);