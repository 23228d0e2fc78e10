CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"original_filename" text NOT NULL,
	"source_type" text NOT NULL,
	"variants" text[] NOT NULL,
	"width" integer,
	"height" integer,
	"alt_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid NOT NULL,
	CONSTRAINT "media_files_kind_valid" CHECK (kind in ('EVENT_IMAGE', 'LOGO')),
	CONSTRAINT "media_files_has_variant" CHECK (cardinality("media_files"."variants") > 0)
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_created_by_staff_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_kind_created_idx" ON "media_files" USING btree ("kind","created_at");