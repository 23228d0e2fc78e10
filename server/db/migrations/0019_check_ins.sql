CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"event_id" uuid,
	"workshop_id" uuid,
	"course_id" uuid,
	"ticket_id" uuid,
	"enrollment_id" uuid,
	"checked_in_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" uuid,
	"device_id" text DEFAULT '' NOT NULL,
	CONSTRAINT "check_ins_scope_valid" CHECK ("check_ins"."scope" in ('EVENT', 'WORKSHOP', 'COURSE')),
	CONSTRAINT "check_ins_scope_columns" CHECK (("check_ins"."scope" = 'EVENT' and "check_ins"."event_id" is not null and "check_ins"."ticket_id" is not null and "check_ins"."workshop_id" is null
            and "check_ins"."course_id" is null and "check_ins"."enrollment_id" is null)
       or ("check_ins"."scope" = 'WORKSHOP' and "check_ins"."event_id" is not null and "check_ins"."workshop_id" is not null
            and "check_ins"."ticket_id" is not null and "check_ins"."course_id" is null and "check_ins"."enrollment_id" is null)
       or ("check_ins"."scope" = 'COURSE' and "check_ins"."course_id" is not null and "check_ins"."enrollment_id" is not null
            and "check_ins"."event_id" is null and "check_ins"."workshop_id" is null and "check_ins"."ticket_id" is null))
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_enrollment_id_course_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."course_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_event_ticket_unique" ON "check_ins" USING btree ("ticket_id") WHERE "check_ins"."scope" = 'EVENT';--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_workshop_ticket_unique" ON "check_ins" USING btree ("workshop_id","ticket_id") WHERE "check_ins"."scope" = 'WORKSHOP';--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_course_enrollment_unique" ON "check_ins" USING btree ("enrollment_id") WHERE "check_ins"."scope" = 'COURSE';--> statement-breakpoint
CREATE INDEX "check_ins_event_idx" ON "check_ins" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "check_ins_course_idx" ON "check_ins" USING btree ("course_id");