ALTER TABLE "uploads" ADD COLUMN "refusal" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "added_anyway_at" timestamp with time zone;--> statement-breakpoint
-- Before 0002 no ended upload kept its file (refused files were deleted, finished ones moved to their deck), but the
-- key stayed: cleared so that old refusals are not listed as "Not added" with a file that is gone.
UPDATE "uploads" SET "staging_key" = NULL WHERE "status" IN ('completed', 'error', 'duplicate');
