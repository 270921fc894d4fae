ALTER TABLE "decks" ADD COLUMN "deep_analysis_failure" jsonb;--> statement-breakpoint
-- Decks already Failed: the reason their last failed run recorded.
UPDATE "decks" AS "d" SET "deep_analysis_failure" = jsonb_build_object(
  'message', "r"."error",
  'tokenRefunded', "r"."charged",
  'at', to_char("r"."finished_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
)
FROM (
  SELECT DISTINCT ON ("deck_id") "deck_id", "error", "charged", "finished_at"
  FROM "analysis_runs"
  WHERE "status" = 'Failed' AND "error" IS NOT NULL AND "finished_at" IS NOT NULL
  ORDER BY "deck_id", "finished_at" DESC
) AS "r"
WHERE "d"."id" = "r"."deck_id" AND "d"."deep_analysis_status" = 'Failed';
