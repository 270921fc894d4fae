CREATE TABLE "deck_timeline" (
	"id" text PRIMARY KEY NOT NULL,
	"deck_id" text NOT NULL,
	"author_id" text,
	"kind" text NOT NULL,
	"text" text,
	"from_stage_id" text,
	"from_stage_name" text,
	"to_stage_id" text,
	"to_stage_name" text,
	"pass_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" serial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_stages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The default deal stages (packages/domain/src/pipeline.ts DEFAULT_PIPELINE_STAGES); every existing deck starts in New.
INSERT INTO "pipeline_stages" ("id", "name", "position") VALUES
	('new', 'New', 0),
	('screening', 'Screening', 1),
	('first-meeting', 'First meeting', 2),
	('due-diligence', 'Due diligence', 3),
	('investment-committee', 'Investment committee', 4),
	('invested', 'Invested', 5),
	('passed', 'Passed', 6);
--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "pipeline_stage_id" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "pipeline_pass_reason" text;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "pipeline_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deck_timeline" ADD CONSTRAINT "deck_timeline_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_timeline" ADD CONSTRAINT "deck_timeline_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_timeline_deck_created_idx" ON "deck_timeline" USING btree ("deck_id","created_at");--> statement-breakpoint
ALTER TABLE "decks" ADD CONSTRAINT "decks_pipeline_stage_id_pipeline_stages_id_fk" FOREIGN KEY ("pipeline_stage_id") REFERENCES "public"."pipeline_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decks_user_pipeline_stage_idx" ON "decks" USING btree ("user_id","pipeline_stage_id");