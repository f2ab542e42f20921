ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
UPDATE "users" SET "email_verified_at" = "created_at";
