CREATE TABLE "workshop_waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "workshop_waitlist_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"workshop_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "workshop_waitlist_entries_status_valid" CHECK ("workshop_waitlist_entries"."status" in ('WAITING', 'PROMOTED', 'LEFT', 'CLOSED')),
	CONSTRAINT "workshop_waitlist_entries_ended_when_not_waiting" CHECK (("workshop_waitlist_entries"."status" = 'WAITING') = ("workshop_waitlist_entries"."ended_at" is null))
);
--> statement-breakpoint
ALTER TABLE "workshop_waitlist_entries" ADD CONSTRAINT "workshop_waitlist_entries_slot_id_workshop_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."workshop_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_waitlist_entries" ADD CONSTRAINT "workshop_waitlist_entries_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_waitlist_entries" ADD CONSTRAINT "workshop_waitlist_entries_workshop_slot_fk" FOREIGN KEY ("workshop_id","slot_id") REFERENCES "public"."workshops"("id","slot_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_waitlist_entries_one_wait_per_slot" ON "workshop_waitlist_entries" USING btree ("ticket_id","slot_id") WHERE "workshop_waitlist_entries"."status" = 'WAITING';--> statement-breakpoint
CREATE INDEX "workshop_waitlist_entries_workshop_idx" ON "workshop_waitlist_entries" USING btree ("workshop_id","seq");