CREATE TABLE "deck_signature_bands" (
	"deck_id" text NOT NULL,
	"user_id" text NOT NULL,
	"band_key" integer NOT NULL,
	CONSTRAINT "deck_signature_bands_deck_id_band_key_pk" PRIMARY KEY("deck_id","band_key")
);
--> statement-breakpoint
ALTER TABLE "deck_signature_bands" ADD CONSTRAINT "deck_signature_bands_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_bands_user_key_idx" ON "deck_signature_bands" USING btree ("user_id","band_key");