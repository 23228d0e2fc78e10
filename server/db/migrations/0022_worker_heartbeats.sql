CREATE TABLE "worker_heartbeats" (
	"job" text PRIMARY KEY NOT NULL,
	"beat_at" timestamp with time zone NOT NULL
);
