CREATE TABLE "deck_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"deck_id" text NOT NULL,
	"number" integer NOT NULL,
	"file_key" text,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"page_count" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "current_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "version_of_deck_id" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "kept_separate_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deck_versions" ADD CONSTRAINT "deck_versions_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_versions" ADD CONSTRAINT "deck_versions_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deck_versions_deck_number_idx" ON "deck_versions" USING btree ("deck_id","number");