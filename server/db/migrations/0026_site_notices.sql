CREATE TABLE "site_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"link_url" text,
	"pdf_media_id" uuid,
	"link_text" text,
	"shown_from" timestamp with time zone,
	"shown_until" timestamp with time zone,
	"dismissible" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	"creation_key" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_notices_creation_key_unique" UNIQUE("creation_key"),
	CONSTRAINT "site_notices_one_link" CHECK ("site_notices"."link_url" is null or "site_notices"."pdf_media_id" is null),
	CONSTRAINT "site_notices_link_has_text" CHECK (("site_notices"."link_text" is null) = ("site_notices"."link_url" is null and "site_notices"."pdf_media_id" is null)),
	CONSTRAINT "site_notices_period" CHECK ("site_notices"."shown_from" is null or "site_notices"."shown_until" is null or "site_notices"."shown_from" < "site_notices"."shown_until")
);
--> statement-breakpoint
ALTER TABLE "media_files" DROP CONSTRAINT "media_files_kind_valid";--> statement-breakpoint
ALTER TABLE "site_notices" ADD CONSTRAINT "site_notices_pdf_media_id_media_files_id_fk" FOREIGN KEY ("pdf_media_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_kind_valid" CHECK (kind in ('EVENT_IMAGE', 'LOGO', 'PDF'));