CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"points" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_pkey" PRIMARY KEY("key","bucket_start"),
	CONSTRAINT "rate_limit_counters_points_not_negative" CHECK ("rate_limit_counters"."points" >= 0)
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");