CREATE TABLE "staff_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audience_kind" text NOT NULL,
	"audience_id" uuid NOT NULL,
	"audience_name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"staff_name" text NOT NULL,
	"recipient_count" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_messages_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "staff_messages_audience_kind_valid" CHECK ("staff_messages"."audience_kind" in ('evenement', 'workshop', 'cursus')),
	CONSTRAINT "staff_messages_recipient_count_not_negative" CHECK ("staff_messages"."recipient_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "staff_messages" ADD CONSTRAINT "staff_messages_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_messages_created_idx" ON "staff_messages" USING btree ("created_at");