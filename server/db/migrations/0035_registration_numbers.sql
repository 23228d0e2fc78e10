CREATE TABLE "registration_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid,
	"enrollment_id" uuid,
	"register_id" uuid NOT NULL,
	"number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_numbers_one_owner" CHECK (("registration_numbers"."ticket_id" is null) <> ("registration_numbers"."enrollment_id" is null)),
	CONSTRAINT "registration_numbers_number_valid" CHECK ("registration_numbers"."number" ~ '^[A-Z0-9]{1,30}$')
);
--> statement-breakpoint
ALTER TABLE "registration_numbers" ADD CONSTRAINT "registration_numbers_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_numbers" ADD CONSTRAINT "registration_numbers_enrollment_id_course_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."course_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_numbers" ADD CONSTRAINT "registration_numbers_register_id_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."registers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_numbers_ticket_register_unique" ON "registration_numbers" USING btree ("ticket_id","register_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_numbers_enrollment_register_unique" ON "registration_numbers" USING btree ("enrollment_id","register_id");--> statement-breakpoint
CREATE INDEX "registration_numbers_register_idx" ON "registration_numbers" USING btree ("register_id");