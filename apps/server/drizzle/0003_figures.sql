CREATE TABLE "deck_figures" (
	"deck_id" text PRIMARY KEY NOT NULL,
	"ledger" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deck_figures" ADD CONSTRAINT "deck_figures_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;