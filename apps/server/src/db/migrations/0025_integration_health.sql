CREATE TABLE "resend_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"send_ids" bigint[] NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_pending_kind_idx" ON "outbox" USING btree ("kind","created_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_failed_kind_idx" ON "outbox" USING btree ("kind","failed_at") WHERE "outbox"."status" = 'failed';--> statement-breakpoint
-- Sends given up on before: their last attempt was claimed 300 s before their next_attempt_at.
UPDATE "outbox" SET "failed_at" = "next_attempt_at" - interval '300 seconds' WHERE "status" = 'failed';
