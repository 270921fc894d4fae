CREATE TABLE "portfolio_companies" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"sector" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_companies" ADD CONSTRAINT "portfolio_companies_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_companies" ADD CONSTRAINT "portfolio_companies_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_companies_workspace_name_uq" ON "portfolio_companies" USING btree ("workspace_id","name_key");--> statement-breakpoint
CREATE INDEX "decks_key_people_trgm_idx" ON "decks" USING gin (lower("key_people") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "decks_website_trgm_idx" ON "decks" USING gin (lower("website") gin_trgm_ops);