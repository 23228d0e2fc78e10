ALTER TABLE "mail_outbox" ADD COLUMN "composer" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "secrets" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "redacted_at" timestamp with time zone;