-- The generated expression goes first: a generated column takes no default. The stored values stay until
-- the start-up backfill (DECK_LIST_KEYS_VERSION 4) writes each deck's search text from its stated facts.
ALTER TABLE "decks" ALTER COLUMN "search_text" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "decks" ALTER COLUMN "search_text" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "decks" ALTER COLUMN "search_text" SET NOT NULL;
