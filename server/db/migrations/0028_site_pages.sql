CREATE TABLE "site_page_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_key" text NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" uuid,
	"restored_from_version" integer,
	CONSTRAINT "site_page_versions_version_positive" CHECK ("site_page_versions"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"published_revision" integer,
	"edited_at" timestamp with time zone NOT NULL,
	"edited_by" uuid,
	CONSTRAINT "site_pages_key_valid" CHECK ("site_pages"."key" in ('home', 'about', 'contact', 'terms', 'footer'))
);
--> statement-breakpoint
ALTER TABLE "media_files" DROP CONSTRAINT "media_files_kind_valid";--> statement-breakpoint
ALTER TABLE "site_page_versions" ADD CONSTRAINT "site_page_versions_page_key_site_pages_key_fk" FOREIGN KEY ("page_key") REFERENCES "public"."site_pages"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_page_versions" ADD CONSTRAINT "site_page_versions_published_by_staff_members_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_edited_by_staff_members_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_page_versions_page_version_idx" ON "site_page_versions" USING btree ("page_key","version");--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_kind_valid" CHECK (kind in ('EVENT_IMAGE', 'LOGO', 'PORTRAIT', 'PDF'));