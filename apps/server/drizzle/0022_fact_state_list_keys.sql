ALTER TABLE "decks" ADD COLUMN "industry_key" text;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "location_key" text;