-- Trigrams for the back office's order search (ILIKE '%…%'): a contrib extension of PostgreSQL (Debian's server
-- package has it; it is trusted, so the database's owner may create it) and of PGlite (server/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (("first_name" || ' ' || "last_name" || E'\n' || "email" || E'\n' || "id"::text) gin_trgm_ops);