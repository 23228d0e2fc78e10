ALTER TABLE "tickets" ADD COLUMN "holder_first_name" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "holder_last_name" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "holder_email" text;