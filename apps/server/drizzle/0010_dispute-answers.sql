ALTER TABLE "dispute_evidence" ALTER COLUMN "chargeback_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD COLUMN "retrieval_id" bigint;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_retrieval_id_retrievals_id_fk" FOREIGN KEY ("retrieval_id") REFERENCES "public"."retrievals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_evidence_retrieval_idx" ON "dispute_evidence" USING btree ("retrieval_id");--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_one_dispute_check" CHECK (("dispute_evidence"."chargeback_id" is null) <> ("dispute_evidence"."retrieval_id" is null));