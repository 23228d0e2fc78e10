CREATE TABLE "accreditations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid,
	"course_id" uuid,
	"hours" numeric(5, 2) NOT NULL,
	"points" numeric(5, 2) NOT NULL,
	"registers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accreditation_number" text NOT NULL,
	"signatory_name" text DEFAULT '' NOT NULL,
	"signatory_role" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accreditations_one_subject" CHECK (("accreditations"."event_id" is null) <> ("accreditations"."course_id" is null)),
	CONSTRAINT "accreditations_amounts_valid" CHECK ("accreditations"."hours" > 0 and "accreditations"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"subject" text NOT NULL,
	"event_id" uuid,
	"course_id" uuid,
	"ticket_id" uuid,
	"enrollment_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"subject_title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"hours" numeric(5, 2) NOT NULL,
	"points" numeric(5, 2) NOT NULL,
	"registers" jsonb NOT NULL,
	"accreditation_number" text NOT NULL,
	"signatory_name" text NOT NULL,
	"signatory_role" text NOT NULL,
	"correction_token" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"reissued_at" timestamp with time zone,
	"reissue_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_code_unique" UNIQUE("code"),
	CONSTRAINT "certificates_correction_token_unique" UNIQUE("correction_token"),
	CONSTRAINT "certificates_subject_valid" CHECK ("certificates"."subject" in ('EVENT', 'COURSE')),
	CONSTRAINT "certificates_subject_columns" CHECK (("certificates"."subject" = 'EVENT' and "certificates"."event_id" is not null and "certificates"."ticket_id" is not null
            and "certificates"."course_id" is null and "certificates"."enrollment_id" is null)
       or ("certificates"."subject" = 'COURSE' and "certificates"."course_id" is not null and "certificates"."enrollment_id" is not null
            and "certificates"."event_id" is null and "certificates"."ticket_id" is null))
);
--> statement-breakpoint
ALTER TABLE "staff_todos" DROP CONSTRAINT "staff_todos_kind_valid";--> statement-breakpoint
ALTER TABLE "staff_todos" DROP CONSTRAINT "staff_todos_has_subject";--> statement-breakpoint
DROP INDEX "staff_todos_open_unique";--> statement-breakpoint
ALTER TABLE "staff_todos" ADD COLUMN "certificate_id" uuid;--> statement-breakpoint
ALTER TABLE "accreditations" ADD CONSTRAINT "accreditations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditations" ADD CONSTRAINT "accreditations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_enrollment_id_course_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."course_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accreditations_event_unique" ON "accreditations" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accreditations_course_unique" ON "accreditations" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_ticket_unique" ON "certificates" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_enrollment_unique" ON "certificates" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "certificates_event_idx" ON "certificates" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "certificates_course_idx" ON "certificates" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "staff_todos" ADD CONSTRAINT "staff_todos_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_todos_open_unique" ON "staff_todos" USING btree ("kind",coalesce("invoice_id", "order_id", "certificate_id")) WHERE "staff_todos"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "staff_todos" ADD CONSTRAINT "staff_todos_kind_valid" CHECK ("staff_todos"."kind" in ('PAYMENT_AMOUNT_MISMATCH', 'INVOICE_UNPAID_AFTER_REMINDERS', 'REFUND_REFUSED', 'CERTIFICATE_NAME_CORRECTION'));--> statement-breakpoint
ALTER TABLE "staff_todos" ADD CONSTRAINT "staff_todos_has_subject" CHECK ("staff_todos"."order_id" is not null or "staff_todos"."invoice_id" is not null or "staff_todos"."certificate_id" is not null);