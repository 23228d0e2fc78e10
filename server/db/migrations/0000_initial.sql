CREATE TABLE "affiliate_members" (
	"affiliate_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_members_affiliate_id_user_id_pk" PRIMARY KEY("affiliate_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"description" text NOT NULL,
	"url" text NOT NULL,
	"logo_url" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliates_organization_id_unique" UNIQUE("organization_id"),
	CONSTRAINT "affiliates_status_valid" CHECK ("affiliates"."status" in ('ACTIVE', 'INACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"description" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"title" text NOT NULL,
	"organization" text NOT NULL,
	"hours_per_week" integer NOT NULL,
	"logo_url" text,
	"summary" text NOT NULL,
	"requirements" text NOT NULL,
	"responsibilities" text NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'Nederland' NOT NULL,
	"salary_currency" text DEFAULT 'EUR' NOT NULL,
	"salary_frequency" text DEFAULT 'MONTHLY' NOT NULL,
	"salary_min_cents" integer,
	"salary_max_cents" integer,
	"apply_url" text,
	"contact_phones" text[] DEFAULT '{}' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacancies_status_valid" CHECK ("vacancies"."status" in ('OPEN', 'CLOSED')),
	CONSTRAINT "vacancies_salary_frequency_valid" CHECK ("vacancies"."salary_frequency" in ('HOURLY', 'MONTHLY', 'YEARLY')),
	CONSTRAINT "vacancies_hours_positive" CHECK ("vacancies"."hours_per_week" > 0),
	CONSTRAINT "vacancies_salary_range" CHECK ("vacancies"."salary_min_cents" is null or "vacancies"."salary_max_cents" is null or "vacancies"."salary_min_cents" <= "vacancies"."salary_max_cents")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'EVENT' NOT NULL,
	"visibility_status" text DEFAULT 'PUBLIC' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'Nederland' NOT NULL,
	"featured_image_url" text,
	"max_capacity" integer,
	"tickets_taken" integer DEFAULT 0 NOT NULL,
	"organizer_id" uuid,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_type_valid" CHECK ("events"."type" in ('EVENT', 'FORUM')),
	CONSTRAINT "events_visibility_valid" CHECK ("events"."visibility_status" in ('PUBLIC', 'HIDDEN')),
	CONSTRAINT "events_time_frame_ordered" CHECK ("events"."ends_at" >= "events"."starts_at"),
	CONSTRAINT "events_capacity_not_exceeded" CHECK ("events"."tickets_taken" >= 0 and ("events"."max_capacity" is null or "events"."tickets_taken" <= "events"."max_capacity"))
);
--> statement-breakpoint
CREATE TABLE "ticket_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"vat_rate" text DEFAULT '21' NOT NULL,
	"quantity" integer NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"held_count" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_types_vat_rate_valid" CHECK ("ticket_types"."vat_rate" in ('21', '9', 'EXEMPT')),
	CONSTRAINT "ticket_types_price_valid" CHECK ("ticket_types"."price_cents" >= 0 and (not "ticket_types"."free" or "ticket_types"."price_cents" = 0)),
	CONSTRAINT "ticket_types_capacity_not_exceeded" CHECK ("ticket_types"."sold_count" >= 0 and "ticket_types"."held_count" >= 0 and "ticket_types"."sold_count" + "ticket_types"."held_count" <= "ticket_types"."quantity"),
	CONSTRAINT "ticket_types_sale_window_ordered" CHECK ("ticket_types"."sale_starts_at" is null or "ticket_types"."sale_ends_at" is null or "ticket_types"."sale_starts_at" <= "ticket_types"."sale_ends_at")
);
--> statement-breakpoint
CREATE TABLE "workshop_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "workshop_slots_time_frame_ordered" CHECK ("workshop_slots"."ends_at" > "workshop_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"registered_count" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "workshops_id_slot_unique" UNIQUE("id","slot_id"),
	CONSTRAINT "workshops_capacity_not_exceeded" CHECK ("workshops"."capacity" >= 0 and "workshops"."registered_count" >= 0 and "workshops"."registered_count" <= "workshops"."capacity")
);
--> statement-breakpoint
CREATE TABLE "invoice_number_sequence" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"total_excl_vat_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"credit_for_invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_totals_add_up" CHECK ("invoices"."total_excl_vat_cents" + "invoices"."vat_cents" = "invoices"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate" text NOT NULL,
	CONSTRAINT "order_lines_order_ticket_type_unique" UNIQUE("order_id","ticket_type_id"),
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_price_not_negative" CHECK ("order_lines"."unit_price_cents" >= 0),
	CONSTRAINT "order_lines_vat_rate_valid" CHECK ("order_lines"."vat_rate" in ('21', '9', 'EXEMPT'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payment_method" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"total_cents" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"return_url" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('PENDING', 'PAID', 'INVOICED', 'FREE', 'FAILED', 'CANCELED', 'EXPIRED', 'REFUND_REQUIRED')),
	CONSTRAINT "orders_payment_method_valid" CHECK ("orders"."payment_method" in ('CARD', 'IDEAL', 'INVOICE', 'PAYPAL')),
	CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_cents" integer NOT NULL,
	"checkout_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_id_unique" UNIQUE("provider","provider_payment_id"),
	CONSTRAINT "payments_provider_valid" CHECK ("payments"."provider" in ('mollie', 'test')),
	CONSTRAINT "payments_status_valid" CHECK ("payments"."status" in ('open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"registration_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_registration_code_unique" UNIQUE("registration_code")
);
--> statement-breakpoint
CREATE TABLE "workshop_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_registrations_ticket_slot_unique" UNIQUE("ticket_id","slot_id")
);
--> statement-breakpoint
CREATE TABLE "course_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"organization" text NOT NULL,
	"function" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"cancel_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "course_enrollments_cancel_token_unique" UNIQUE("cancel_token"),
	CONSTRAINT "course_enrollments_status_valid" CHECK ("course_enrollments"."status" in ('ACTIVE', 'CANCELED'))
);
--> statement-breakpoint
CREATE TABLE "course_instructors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"function" text DEFAULT '' NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description_html" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"max_participants" integer NOT NULL,
	"enrolled_count" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'Nederland' NOT NULL,
	"organization_id" uuid NOT NULL,
	"published_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_status_valid" CHECK ("courses"."status" in ('DRAFT', 'PUBLISHED', 'CANCELED', 'COMPLETED')),
	CONSTRAINT "courses_capacity_not_exceeded" CHECK ("courses"."max_participants" > 0 and "courses"."enrolled_count" >= 0 and "courses"."enrolled_count" <= "courses"."max_participants"),
	CONSTRAINT "courses_time_frame_ordered" CHECK ("courses"."ends_at" >= "courses"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedupe_key" text,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "mail_outbox_status_valid" CHECK ("mail_outbox"."status" in ('PENDING', 'SENT', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "affiliate_members" ADD CONSTRAINT "affiliate_members_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_slots" ADD CONSTRAINT "workshop_slots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_slot_id_workshop_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."workshop_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_for_fk" FOREIGN KEY ("credit_for_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_slot_id_workshop_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."workshop_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_workshop_slot_fk" FOREIGN KEY ("workshop_id","slot_id") REFERENCES "public"."workshops"("id","slot_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_instructors" ADD CONSTRAINT "course_instructors_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "ticket_types_event_idx" ON "ticket_types" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "workshop_slots_event_idx" ON "workshop_slots" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "workshops_slot_idx" ON "workshops" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_event_idx" ON "orders" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "orders_pending_hold_idx" ON "orders" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tickets_order_idx" ON "tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "workshop_registrations_workshop_idx" ON "workshop_registrations" USING btree ("workshop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_enrollments_active_email_unique" ON "course_enrollments" USING btree ("course_id",lower("email")) WHERE "course_enrollments"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "course_instructors_course_idx" ON "course_instructors" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "courses_starts_at_idx" ON "courses" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");