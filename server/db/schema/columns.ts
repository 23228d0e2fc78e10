import { sql, type SQL } from "drizzle-orm";
import { text, timestamp, uuid, type PgColumn } from "drizzle-orm/pg-core";

/** Primary key: random UUIDs, so ids in URLs reveal nothing about volume or order. */
export const id = () => uuid("id").primaryKey().defaultRandom();

/** Every moment is stored with its zone; the UI shows it in Europe/Amsterdam. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const createdAt = () => timestamptz("created_at").notNull().defaultNow();

/** The postal location shared by events, courses and vacancies. */
export const locationColumns = () => ({
  street: text("street").notNull().default(""),
  postalCode: text("postal_code").notNull().default(""),
  city: text("city").notNull().default(""),
  country: text("country").notNull().default("Nederland"),
});

/** A CHECK that a text column holds one of the given values (text + CHECK is easier to migrate than pg enums). */
export function oneOf(column: PgColumn, values: readonly string[]): SQL {
  const list = sql.join(
    values.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`)),
    sql.raw(", "),
  );
  return sql`${column} in (${list})`;
}
