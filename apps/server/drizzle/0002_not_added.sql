ALTER TABLE "uploads" ADD COLUMN "refusal" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "added_anyway_at" timestamp with time zone;