ALTER TABLE "token_transactions" ADD COLUMN "deck_id" text;--> statement-breakpoint
ALTER TABLE "token_transactions" ADD COLUMN "workspace_id" text;--> statement-breakpoint
-- Earlier holds and refunds: their deck and workspace, where the run and its deck still exist.
UPDATE "token_transactions" AS "t" SET "deck_id" = "r"."deck_id", "workspace_id" = "d"."workspace_id"
FROM "analysis_runs" AS "r" JOIN "decks" AS "d" ON "d"."id" = "r"."deck_id"
WHERE "t"."analysis_id" = "r"."id";
