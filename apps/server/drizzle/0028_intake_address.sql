ALTER TABLE "workspaces" ADD COLUMN "intake_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_intake_token_uq" ON "workspaces" USING btree ("intake_token");