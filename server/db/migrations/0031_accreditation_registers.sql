CREATE TABLE "accreditation_registers" (
	"accreditation_id" uuid NOT NULL,
	"register_id" uuid NOT NULL,
	CONSTRAINT "accreditation_registers_pk" PRIMARY KEY("accreditation_id","register_id")
);
--> statement-breakpoint
CREATE TABLE "registers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"pe_online_prefix" text,
	"number_format" text NOT NULL,
	"number_min_length" integer NOT NULL,
	"number_max_length" integer NOT NULL,
	"reporting_channel" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registers_code_unique" UNIQUE("code"),
	CONSTRAINT "registers_code_valid" CHECK ("registers"."code" ~ '^[A-Z][A-Z0-9]{1,19}$'),
	CONSTRAINT "registers_number_format_valid" CHECK ("registers"."number_format" in ('BIG_11', 'DIGITS', 'DIGITS_PADDED', 'ALPHANUMERIC')),
	CONSTRAINT "registers_reporting_channel_valid" CHECK ("registers"."reporting_channel" in ('PE_ONLINE', 'GAIA', 'LIST')),
	CONSTRAINT "registers_number_lengths" CHECK ("registers"."number_min_length" between 1 and 30 and "registers"."number_max_length" between "registers"."number_min_length" and 30),
	CONSTRAINT "registers_big_is_11" CHECK ("registers"."number_format" <> 'BIG_11' or ("registers"."number_min_length" = 11 and "registers"."number_max_length" = 11)),
	CONSTRAINT "registers_prefix_valid" CHECK ("registers"."pe_online_prefix" is null or "registers"."pe_online_prefix" ~ '^[A-Z0-9&]{1,12}$')
);
--> statement-breakpoint
ALTER TABLE "accreditation_registers" ADD CONSTRAINT "accreditation_registers_accreditation_id_accreditations_id_fk" FOREIGN KEY ("accreditation_id") REFERENCES "public"."accreditations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_registers" ADD CONSTRAINT "accreditation_registers_register_id_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."registers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accreditation_registers_register_idx" ON "accreditation_registers" USING btree ("register_id");