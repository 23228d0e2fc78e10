ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_decision" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_review_decision_valid" CHECK ("orders"."review_decision" in ('APPROVED', 'REJECTED'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_review_complete" CHECK (("orders"."review_decision" is null) = ("orders"."reviewed_at" is null) and ("orders"."reviewed_at" is null) = ("orders"."reviewed_by" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('PENDING', 'AWAITING_APPROVAL', 'PAID', 'INVOICED', 'FREE', 'FAILED', 'CANCELED', 'EXPIRED', 'REFUND_REQUIRED'));