ALTER TABLE "tickets" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD COLUMN "reminded_at" timestamp with time zone;