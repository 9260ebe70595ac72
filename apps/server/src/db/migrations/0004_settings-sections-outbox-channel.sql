ALTER TABLE "outbox" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "settings_documents" ADD COLUMN "section_versions" jsonb DEFAULT '{}'::jsonb NOT NULL;