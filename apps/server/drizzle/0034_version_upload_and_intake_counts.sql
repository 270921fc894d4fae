CREATE TABLE "intake_message_counts" (
	"workspace_id" text NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "intake_message_counts_workspace_id_hour_start_pk" PRIMARY KEY("workspace_id","hour_start")
);
--> statement-breakpoint
ALTER TABLE "deck_versions" ADD COLUMN "upload_id" text;--> statement-breakpoint
ALTER TABLE "intake_message_counts" ADD CONSTRAINT "intake_message_counts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_versions" ADD CONSTRAINT "deck_versions_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deck_versions_upload_idx" ON "deck_versions" USING btree ("upload_id");