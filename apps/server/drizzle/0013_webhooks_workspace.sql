-- Webhook endpoints move from their user to a workspace (issue #20, ADR 0021/0022): each existing
-- endpoint goes to its owner's personal workspace (the same id rule as personalWorkspaceId()), and the
-- owner stays on it as its creator, for audit only.
ALTER TABLE "webhook_endpoints" RENAME COLUMN "owner_user_id" TO "created_by_user_id";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_owner_user_id_user_id_fk";--> statement-breakpoint
DROP INDEX "webhook_endpoints_owner_idx";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ALTER COLUMN "created_by_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "workspace_id" text;--> statement-breakpoint
-- 0011 gave every user then known a personal workspace and sign-up gives one since; this covers an
-- account that still has none, so that no endpoint is left without a workspace.
INSERT INTO "workspaces" ("id", "name", "personal", "created_by", "created_at")
  SELECT DISTINCT 'personal_' || "created_by_user_id", 'Personal', true, "created_by_user_id", now() FROM "webhook_endpoints"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "joined_at")
  SELECT DISTINCT 'personal_' || "created_by_user_id", "created_by_user_id", 'owner', now() FROM "webhook_endpoints"
  WHERE EXISTS (SELECT 1 FROM "workspaces" WHERE "workspaces"."id" = 'personal_' || "webhook_endpoints"."created_by_user_id")
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "webhook_endpoints" SET "workspace_id" = 'personal_' || "created_by_user_id";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_endpoints_workspace_idx" ON "webhook_endpoints" USING btree ("workspace_id");
