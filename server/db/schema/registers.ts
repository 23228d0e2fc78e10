import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import {
  REGISTER_NUMBER_FORMATS,
  REGISTER_REPORTING_CHANNELS,
  type RegisterNumberFormat,
  type RegisterReportingChannel,
} from "../../../common/vocabulary/registers.ts";
import { accreditations } from "./certificates.ts";
import { createdAt, id, oneOf, timestamptz } from "./columns.ts";

/**
 * An accreditation register of the field (decision 0036): BIG, NIP, NVO, SKJ, V&VN, ... `code` is the stable key
 * that code and data refer to; the beheerder edits the rest (/beheer/registers). A register is never deleted, only
 * made inactive: accreditations and, later, participants' numbers refer to it. How its numbers are written and
 * where attendance is reported come from the vocabularies of common/vocabulary/registers.ts; the rules that read a
 * number are common/validation/registration-numbers.ts. The rows of a fresh installation come from a migration.
 */
export const registers = pgTable(
  "registers",
  {
    id: id(),
    code: text("code").notNull().unique("registers_code_unique"),
    name: text("name").notNull(),
    /** What PE-online puts before the number ('NIP' for NIP-00123456); null: the bare number. */
    peOnlinePrefix: text("pe_online_prefix"),
    numberFormat: text("number_format").$type<RegisterNumberFormat>().notNull(),
    numberMinLength: integer("number_min_length").notNull(),
    numberMaxLength: integer("number_max_length").notNull(),
    reportingChannel: text("reporting_channel").$type<RegisterReportingChannel>().notNull(),
    active: boolean("active").notNull().default(true),
    /** Lower comes first, in the back office and in the forms that offer the registers. */
    sortOrder: integer("sort_order").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("registers_code_valid", sql`${t.code} ~ '^[A-Z][A-Z0-9]{1,19}$'`),
    check("registers_number_format_valid", oneOf(t.numberFormat, REGISTER_NUMBER_FORMATS)),
    check("registers_reporting_channel_valid", oneOf(t.reportingChannel, REGISTER_REPORTING_CHANNELS)),
    check(
      "registers_number_lengths",
      sql`${t.numberMinLength} between 1 and 30 and ${t.numberMaxLength} between ${t.numberMinLength} and 30`,
    ),
    check(
      "registers_big_is_11",
      sql`${t.numberFormat} <> 'BIG_11' or (${t.numberMinLength} = 11 and ${t.numberMaxLength} = 11)`,
    ),
    check("registers_prefix_valid", sql`${t.peOnlinePrefix} is null or ${t.peOnlinePrefix} ~ '^[A-Z0-9&]{1,12}$'`),
  ],
);

/**
 * The registers an accreditation names: what its certificates state (by the registers' names, as a snapshot).
 * A register in use cannot be deleted (restrict); the accreditation's rows go with it (cascade).
 */
export const accreditationRegisters = pgTable(
  "accreditation_registers",
  {
    accreditationId: uuid("accreditation_id")
      .notNull()
      .references(() => accreditations.id, { onDelete: "cascade" }),
    registerId: uuid("register_id")
      .notNull()
      .references(() => registers.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.accreditationId, t.registerId], name: "accreditation_registers_pk" }),
    index("accreditation_registers_register_idx").on(t.registerId),
  ],
);
