ALTER TABLE "events" ADD COLUMN "location_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "featured_image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "max_per_order" integer;--> statement-breakpoint
-- Before the index: a database with several featured events keeps the one the home page showed (the soonest not yet ended).
UPDATE "events" SET "featured" = false WHERE "featured" AND "id" <> (SELECT "id" FROM "events" WHERE "featured" ORDER BY ("ends_at" <= now()), "starts_at" LIMIT 1);--> statement-breakpoint
CREATE UNIQUE INDEX "events_one_featured" ON "events" USING btree ("featured") WHERE "events"."featured";--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_max_per_order_valid" CHECK ("ticket_types"."max_per_order" is null or "ticket_types"."max_per_order" >= 1);