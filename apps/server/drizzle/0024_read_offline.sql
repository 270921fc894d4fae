ALTER TABLE "app_settings" ADD COLUMN "read_offline_when_model_down" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "read_offline" jsonb;