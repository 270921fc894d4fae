ALTER TABLE "workspace_invitations" ADD COLUMN "email_status" text;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD COLUMN "email_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD COLUMN "email_error" text;