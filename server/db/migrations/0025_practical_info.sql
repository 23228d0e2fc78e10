ALTER TABLE "events" ADD COLUMN "practical_info_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "practical_info_html" text DEFAULT '' NOT NULL;