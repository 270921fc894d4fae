CREATE TABLE "deck_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"deck_id" text NOT NULL,
	"asked_by" text,
	"question" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deck_slides" (
	"deck_id" text NOT NULL,
	"page_number" integer NOT NULL,
	"text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "text")) STORED,
	CONSTRAINT "deck_slides_deck_id_page_number_pk" PRIMARY KEY("deck_id","page_number")
);
--> statement-breakpoint
ALTER TABLE "deck_questions" ADD CONSTRAINT "deck_questions_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_questions" ADD CONSTRAINT "deck_questions_asked_by_user_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_slides" ADD CONSTRAINT "deck_slides_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_questions_deck_created_idx" ON "deck_questions" USING btree ("deck_id","created_at");--> statement-breakpoint
CREATE INDEX "deck_slides_search_idx" ON "deck_slides" USING gin ("search_vector");--> statement-breakpoint
-- Slide search (issue #32 item 2): deck_slides follows decks.pages through triggers, so every path that
-- stores pages (ingestion, a re-read, a test's insert) keeps the search current without a job.
CREATE OR REPLACE FUNCTION "deck_slides_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "deck_slides" WHERE "deck_id" = NEW."id";
  IF jsonb_typeof(NEW."pages") = 'array' THEN
    INSERT INTO "deck_slides" ("deck_id", "page_number", "text")
      SELECT NEW."id", (page->>'pageNumber')::integer, coalesce(page->>'rawText', '')
      FROM jsonb_array_elements(NEW."pages") AS page
      WHERE jsonb_typeof(page->'pageNumber') = 'number'
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "decks_slides_insert" AFTER INSERT ON "decks" FOR EACH ROW EXECUTE FUNCTION "deck_slides_sync"();--> statement-breakpoint
CREATE TRIGGER "decks_slides_update" AFTER UPDATE OF "pages" ON "decks" FOR EACH ROW WHEN (OLD."pages" IS DISTINCT FROM NEW."pages") EXECUTE FUNCTION "deck_slides_sync"();--> statement-breakpoint
INSERT INTO "deck_slides" ("deck_id", "page_number", "text")
  SELECT "decks"."id", (page->>'pageNumber')::integer, coalesce(page->>'rawText', '')
  FROM "decks", jsonb_array_elements(CASE WHEN jsonb_typeof("decks"."pages") = 'array' THEN "decks"."pages" ELSE '[]'::jsonb END) AS page
  WHERE jsonb_typeof(page->'pageNumber') = 'number'
  ON CONFLICT DO NOTHING;
