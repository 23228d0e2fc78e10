ALTER TABLE "staff_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "client_address" text;