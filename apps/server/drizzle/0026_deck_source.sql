ALTER TABLE "decks" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "source" jsonb;