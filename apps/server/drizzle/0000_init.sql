CREATE TABLE "client_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"key" text,
	"error" text NOT NULL,
	"user_agent" text,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_errors_reference_idx" ON "client_errors" USING btree ("reference");