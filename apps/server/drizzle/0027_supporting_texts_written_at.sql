ALTER TABLE "deep_analyses" ADD COLUMN "smart_questions_generated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deep_analyses" ADD COLUMN "data_freshness_generated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deep_analyses" ADD COLUMN "news_intelligence_generated_at" timestamp with time zone;