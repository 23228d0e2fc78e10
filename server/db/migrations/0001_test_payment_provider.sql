CREATE TABLE "test_provider_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"redirect_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_payments_status_valid" CHECK ("test_provider_payments"."status" in ('open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired')),
	CONSTRAINT "test_provider_payments_amount_positive" CHECK ("test_provider_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX "test_provider_payments_order_idx" ON "test_provider_payments" USING btree ("order_id");