CREATE INDEX "ach_returns_date_id_idx" ON "ach_returns" USING btree ("return_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chargebacks_date_id_idx" ON "chargebacks" USING btree ("cb_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deposits_deposit_date_idx" ON "deposits" USING btree ("deposit_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "retrievals_date_id_idx" ON "retrievals" USING btree ("requested_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_date_id_idx" ON "transactions" USING btree ("trans_date" DESC NULLS LAST,"id" DESC NULLS LAST);