CREATE TABLE "course_waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"organization" text NOT NULL,
	"function" text,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"token" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"queue_number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "course_waitlist_entries_queue_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"enrollment_id" uuid,
	CONSTRAINT "course_waitlist_entries_token_unique" UNIQUE("token"),
	CONSTRAINT "course_waitlist_entries_status_valid" CHECK ("course_waitlist_entries"."status" in ('WAITING', 'OFFERED', 'ENROLLED', 'LEFT', 'EXPIRED', 'CLOSED')),
	CONSTRAINT "course_waitlist_entries_offer_has_deadline" CHECK ("course_waitlist_entries"."status" <> 'OFFERED' or "course_waitlist_entries"."offer_expires_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_capacity_not_exceeded";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "offered_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_waitlist_entries" ADD CONSTRAINT "course_waitlist_entries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_waitlist_entries" ADD CONSTRAINT "course_waitlist_entries_enrollment_id_course_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."course_enrollments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_waitlist_entries_open_email_unique" ON "course_waitlist_entries" USING btree ("course_id",lower("email")) WHERE "course_waitlist_entries"."status" in ('WAITING', 'OFFERED');--> statement-breakpoint
CREATE INDEX "course_waitlist_entries_queue_idx" ON "course_waitlist_entries" USING btree ("course_id","status","queue_number");--> statement-breakpoint
CREATE INDEX "course_waitlist_entries_offers_idx" ON "course_waitlist_entries" USING btree ("offer_expires_at") WHERE "course_waitlist_entries"."status" = 'OFFERED';--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_capacity_not_exceeded" CHECK ("courses"."max_participants" > 0 and "courses"."enrolled_count" >= 0 and "courses"."offered_count" >= 0 and "courses"."enrolled_count" + "courses"."offered_count" <= "courses"."max_participants");