CREATE TABLE "personal_data_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "personal_data_links_email_idx" ON "personal_data_links" USING btree ("email");--> statement-breakpoint
CREATE INDEX "personal_data_links_expires_idx" ON "personal_data_links" USING btree ("expires_at");