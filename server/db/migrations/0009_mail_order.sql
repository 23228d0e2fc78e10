ALTER TABLE "mail_outbox" ADD COLUMN "order_id" uuid;--> statement-breakpoint
CREATE INDEX "mail_outbox_order_idx" ON "mail_outbox" USING btree ("order_id");--> statement-breakpoint
-- Mails written before this column: the order is in the dedupe key of the order mails.
UPDATE "mail_outbox" SET "order_id" = substring("dedupe_key" from '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')::uuid
WHERE "order_id" IS NULL AND "dedupe_key" ~ '^order-[a-z-]+:[0-9a-f-]{36}$';
