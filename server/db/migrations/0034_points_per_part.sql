CREATE TABLE "accreditation_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"accreditation_id" uuid NOT NULL,
	"slot_id" uuid,
	"workshop_id" uuid,
	"points" numeric(5, 2) NOT NULL,
	CONSTRAINT "accreditation_parts_one_part" CHECK (("accreditation_parts"."slot_id" is null) <> ("accreditation_parts"."workshop_id" is null)),
	CONSTRAINT "accreditation_parts_points_valid" CHECK ("accreditation_parts"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accreditations" ADD COLUMN "partial_rule" text DEFAULT 'ALL_OR_NOTHING_MIN_PERCENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "accreditations" ADD COLUMN "min_percent" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "accreditation_parts" ADD CONSTRAINT "accreditation_parts_accreditation_id_accreditations_id_fk" FOREIGN KEY ("accreditation_id") REFERENCES "public"."accreditations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_parts" ADD CONSTRAINT "accreditation_parts_slot_id_workshop_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."workshop_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_parts" ADD CONSTRAINT "accreditation_parts_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accreditation_parts_slot_unique" ON "accreditation_parts" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accreditation_parts_workshop_unique" ON "accreditation_parts" USING btree ("workshop_id");--> statement-breakpoint
CREATE INDEX "accreditation_parts_accreditation_idx" ON "accreditation_parts" USING btree ("accreditation_id");--> statement-breakpoint
ALTER TABLE "accreditations" ADD CONSTRAINT "accreditations_partial_rule_valid" CHECK ("accreditations"."partial_rule" in ('ALL_OR_NOTHING_MIN_PERCENT', 'PROPORTIONAL'));--> statement-breakpoint
ALTER TABLE "accreditations" ADD CONSTRAINT "accreditations_min_percent_valid" CHECK ("accreditations"."min_percent" between 1 and 100);