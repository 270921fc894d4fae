CREATE TABLE "workspace_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"role" text NOT NULL,
	"email" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"personal" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every existing user gets a personal workspace whose id is derived from the user id (the same rule
-- as personalWorkspaceId() at sign-up), becomes its owner, and finds it current; their decks move in.
INSERT INTO "workspaces" ("id", "name", "personal", "created_by", "created_at")
  SELECT 'personal_' || "id", 'Personal', true, "id", "created_at" FROM "user";--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "joined_at")
  SELECT 'personal_' || "id", "id", 'owner', "created_at" FROM "user";--> statement-breakpoint
ALTER TABLE "deck_signature_bands" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "deck_signature_bands" SET "workspace_id" = 'personal_' || "user_id";--> statement-breakpoint
ALTER TABLE "deck_signature_bands" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "decks" SET "workspace_id" = 'personal_' || "user_id";--> statement-breakpoint
ALTER TABLE "decks" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
-- Uploads still in flight finish in their uploader's personal workspace (null reads as personal).
ALTER TABLE "uploads" ADD COLUMN "workspace_id" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "current_workspace_id" text;--> statement-breakpoint
UPDATE "user_profiles" SET "current_workspace_id" = 'personal_' || "user_id";--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_invitations_token_hash_idx" ON "workspace_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "workspace_invitations_workspace_idx" ON "workspace_invitations" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_one_personal_uq" ON "workspaces" USING btree ("created_by") WHERE "workspaces"."personal";--> statement-breakpoint
ALTER TABLE "decks" ADD CONSTRAINT "decks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_current_workspace_id_workspaces_id_fk" FOREIGN KEY ("current_workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_bands_workspace_key_idx" ON "deck_signature_bands" USING btree ("workspace_id","band_key");--> statement-breakpoint
CREATE INDEX "decks_workspace_list_idx" ON "decks" USING btree ("workspace_id","hidden_from_user","uploaded_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "decks_workspace_counts_idx" ON "decks" USING btree ("workspace_id","hidden_from_user","is_archived","in_dashboard","starred","status");--> statement-breakpoint
CREATE INDEX "decks_workspace_content_key_idx" ON "decks" USING btree ("workspace_id","content_key");
