CREATE INDEX "decks_admin_company_trgm_idx" ON "decks" USING gin (lower("company_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "decks_admin_industry_trgm_idx" ON "decks" USING gin (lower("industry") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "decks_admin_stage_trgm_idx" ON "decks" USING gin (lower("stage") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_admin_name_trgm_idx" ON "user" USING gin (lower(coalesce(nullif(btrim("name"), ''), nullif(split_part("email", '@', 1), ''), "email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_admin_email_trgm_idx" ON "user" USING gin (lower("email") gin_trgm_ops);