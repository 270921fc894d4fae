-- pg_trgm: the search box's index (bundled with PostgreSQL as a trusted extension; PGlite loads it from
-- @electric-sql/pglite/contrib/pg_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "fit_overall" text;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "fit_stage" text;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "fit_round" text;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "fit_industry" text;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "fit_location" text;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "fit_rank" integer;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "round_size_millions" double precision;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "stage_key" text DEFAULT 'Unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "stage_rank" integer;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "list_keys_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(company_name || ' ' || product || ' ' || industry || ' ' || geography)) STORED;--> statement-breakpoint
CREATE INDEX "decks_user_list_idx" ON "decks" USING btree ("user_id","hidden_from_user","uploaded_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "decks_search_trgm_idx" ON "decks" USING gin ("search_text" gin_trgm_ops);