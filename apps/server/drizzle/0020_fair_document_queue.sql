ALTER TABLE "uploads" ADD COLUMN "queue_tag" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "queued_at" timestamp with time zone;