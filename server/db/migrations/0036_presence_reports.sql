CREATE TABLE "presence_report_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"ticket_id" uuid,
	"enrollment_id" uuid,
	"number" text NOT NULL,
	"points" numeric(5, 2) NOT NULL,
	CONSTRAINT "presence_report_lines_one_owner" CHECK (("presence_report_lines"."ticket_id" is null) <> ("presence_report_lines"."enrollment_id" is null))
);
--> statement-breakpoint
CREATE TABLE "presence_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"accreditation_id" uuid NOT NULL,
	"register_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"reported_by_id" uuid,
	"reported_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presence_reports_sequence_valid" CHECK ("presence_reports"."sequence" >= 1)
);
--> statement-breakpoint
ALTER TABLE "presence_report_lines" ADD CONSTRAINT "presence_report_lines_report_id_presence_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."presence_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_report_lines" ADD CONSTRAINT "presence_report_lines_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_report_lines" ADD CONSTRAINT "presence_report_lines_enrollment_id_course_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."course_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_reports" ADD CONSTRAINT "presence_reports_accreditation_id_accreditations_id_fk" FOREIGN KEY ("accreditation_id") REFERENCES "public"."accreditations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_reports" ADD CONSTRAINT "presence_reports_register_id_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."registers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_reports" ADD CONSTRAINT "presence_reports_reported_by_id_staff_members_id_fk" FOREIGN KEY ("reported_by_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presence_report_lines_report_idx" ON "presence_report_lines" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "presence_report_lines_ticket_idx" ON "presence_report_lines" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "presence_report_lines_enrollment_idx" ON "presence_report_lines" USING btree ("enrollment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "presence_reports_sequence_unique" ON "presence_reports" USING btree ("accreditation_id","register_id","sequence");