-- The accreditation registers of the field, for every installation (decision 0036; content/registers.ts holds the
-- same list, and a test keeps the two equal). After this the rows are the beheerder's: /beheer/registers.
INSERT INTO "registers" ("code", "name", "pe_online_prefix", "number_format", "number_min_length", "number_max_length", "reporting_channel", "active", "sort_order") VALUES
  ('BIG', 'BIG-register', 'BIG', 'BIG_11', 11, 11, 'PE_ONLINE', true, 10),
  ('NIP', 'NIP (psychologen)', 'NIP', 'DIGITS_PADDED', 1, 8, 'PE_ONLINE', true, 20),
  ('NVO', 'NVO (pedagogen en onderwijskundigen)', 'NVO', 'DIGITS', 1, 10, 'PE_ONLINE', true, 30),
  ('FGZPT', 'FGzPt (gz-psychologen, psychotherapeuten, specialisten)', NULL, 'BIG_11', 11, 11, 'LIST', true, 40),
  ('KNMG', 'KNMG / ABAN (artsen en psychiaters, via GAIA)', NULL, 'BIG_11', 11, 11, 'GAIA', true, 50),
  ('VVN', 'Kwaliteitsregister V&VN (verpleegkundigen)', NULL, 'DIGITS', 1, 11, 'PE_ONLINE', true, 60),
  ('REGISTERPLEIN', 'Registerplein (sociaal werkers en agogen)', NULL, 'DIGITS', 5, 12, 'PE_ONLINE', true, 70),
  ('SKJ', 'Kwaliteitsregister Jeugd (SKJ)', NULL, 'DIGITS', 1, 12, 'LIST', true, 80),
  ('NVP', 'NVP (psychotherapeuten)', NULL, 'ALPHANUMERIC', 1, 20, 'PE_ONLINE', false, 90)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
-- The registers that accreditations named as free text ('BIG', 'V&VN', 'NIP/NVO', 'SKJ', ...), read by letters and
-- digits alone, upper case: known names and their usual spellings become the registers above; any other name
-- becomes a register of its own (lenient format, reported by list), so no accreditation loses a register it named.
CREATE TEMPORARY TABLE "accreditation_register_names" AS
SELECT a."id" AS "accreditation_id",
       e."value" AS "typed",
       upper(regexp_replace(e."value", '[^A-Za-z0-9]', '', 'g')) AS "letters"
FROM "accreditations" a, jsonb_array_elements_text(a."registers") AS e("value");
--> statement-breakpoint
CREATE TEMPORARY TABLE "accreditation_register_aliases" ("letters" text NOT NULL, "code" text NOT NULL);
--> statement-breakpoint
INSERT INTO "accreditation_register_aliases" ("letters", "code") VALUES
  ('BIG', 'BIG'), ('BIGREGISTER', 'BIG'),
  ('NIP', 'NIP'), ('NVO', 'NVO'), ('NIPNVO', 'NIP'), ('NIPNVO', 'NVO'), ('NVONIP', 'NIP'), ('NVONIP', 'NVO'),
  ('FGZPT', 'FGZPT'),
  ('KNMG', 'KNMG'), ('GAIA', 'KNMG'), ('ABAN', 'KNMG'), ('KNMGABAN', 'KNMG'),
  ('VVN', 'VVN'), ('VENVN', 'VVN'), ('KWALITEITSREGISTERVVN', 'VVN'), ('KWALITEITSREGISTERVENVN', 'VVN'),
  ('REGISTERPLEIN', 'REGISTERPLEIN'),
  ('SKJ', 'SKJ'), ('KWALITEITSREGISTERJEUGD', 'SKJ'),
  ('NVP', 'NVP');
--> statement-breakpoint
-- A name that is no alias: its letters as the code when they make one, else 'R' and a hash of the name.
ALTER TABLE "accreditation_register_names" ADD COLUMN "code" text;
--> statement-breakpoint
UPDATE "accreditation_register_names" n
SET "code" = CASE WHEN left(n."letters", 20) ~ '^[A-Z][A-Z0-9]{1,19}$' THEN left(n."letters", 20)
                  ELSE 'R' || upper(left(md5(n."typed"), 8)) END
WHERE NOT EXISTS (SELECT 1 FROM "accreditation_register_aliases" al WHERE al."letters" = n."letters");
--> statement-breakpoint
INSERT INTO "registers" ("code", "name", "pe_online_prefix", "number_format", "number_min_length", "number_max_length", "reporting_channel", "active", "sort_order")
SELECT DISTINCT ON ("code") "code", left("typed", 120), NULL, 'ALPHANUMERIC', 1, 30, 'LIST', true, 1000
FROM "accreditation_register_names"
WHERE "code" IS NOT NULL
ORDER BY "code", "typed"
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "accreditation_registers" ("accreditation_id", "register_id")
SELECT DISTINCT n."accreditation_id", r."id"
FROM "accreditation_register_names" n
LEFT JOIN "accreditation_register_aliases" al ON al."letters" = n."letters"
JOIN "registers" r ON r."code" = coalesce(al."code", n."code")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP TABLE "accreditation_register_names";
--> statement-breakpoint
DROP TABLE "accreditation_register_aliases";
