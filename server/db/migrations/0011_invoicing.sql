CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"staff_id" uuid,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "invoice_payments_amount_positive" CHECK ("invoice_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"automatic" boolean NOT NULL,
	"staff_id" uuid,
	"idempotency_key" text,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_reminders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "invoice_reminders_automatic_at_most_two" CHECK (not "invoice_reminders"."automatic" or "invoice_reminders"."sequence" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "staff_todos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"invoice_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	CONSTRAINT "staff_todos_kind_valid" CHECK ("staff_todos"."kind" in ('PAYMENT_AMOUNT_MISMATCH', 'INVOICE_UNPAID_AFTER_REMINDERS')),
	CONSTRAINT "staff_todos_has_subject" CHECK ("staff_todos"."order_id" is not null or "staff_todos"."invoice_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_todos" ADD CONSTRAINT "staff_todos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_todos" ADD CONSTRAINT "staff_todos_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_todos" ADD CONSTRAINT "staff_todos_resolved_by_staff_members_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_reminders_automatic_unique" ON "invoice_reminders" USING btree ("invoice_id","sequence") WHERE "invoice_reminders"."automatic";--> statement-breakpoint
CREATE INDEX "invoice_reminders_invoice_idx" ON "invoice_reminders" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_todos_open_unique" ON "staff_todos" USING btree ("kind",coalesce("invoice_id", "order_id")) WHERE "staff_todos"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "staff_todos_created_idx" ON "staff_todos" USING btree ("created_at","id");