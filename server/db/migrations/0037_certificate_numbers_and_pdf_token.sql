ALTER TABLE "certificates" ADD COLUMN "registration_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "pdf_token" text;--> statement-breakpoint
-- Certificates issued before the PDF link get a token like the app's (24 random bytes, URL-safe base64, 32
-- characters). Core PostgreSQL has no gen_random_bytes without pgcrypto: two random UUIDs (244 random bits) hashed
-- with sha256 give the 24 bytes.
UPDATE "certificates" SET "pdf_token" = translate(
  encode(substring(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')) from 1 for 24), 'base64'),
  '+/', '-_');--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "pdf_token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_pdf_token_unique" UNIQUE("pdf_token");
