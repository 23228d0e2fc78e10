import { relations, sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, locationColumns, oneOf } from "./columns.ts";
import { AFFILIATE_STATUSES, SALARY_FREQUENCIES, VACANCY_STATUSES } from "../../../common/vocabulary/content.ts";

export { AFFILIATE_STATUSES, SALARY_FREQUENCIES, VACANCY_STATUSES };

/** An organisation in the forensic chain: a friend, a course provider, or both. */
export const organizations = pgTable("organizations", {
  id: id(),
  name: text("name").notNull(),
  logoUrl: text("logo_url"),
  description: text("description").notNull().default(""),
  website: text("website").notNull().default(""),
  createdAt: createdAt(),
});

/** A friend ('vriend') of the forum, listed publicly on /vrienden. */
export const affiliates = pgTable(
  "affiliates",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .unique()
      .references(() => organizations.id, { onDelete: "restrict" }),
    description: text("description").notNull(),
    url: text("url").notNull(),
    logoUrl: text("logo_url").notNull(),
    status: text("status").$type<(typeof AFFILIATE_STATUSES)[number]>().notNull().default("ACTIVE"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check("affiliates_status_valid", oneOf(t.status, AFFILIATE_STATUSES))],
);

/** People who may later log in for a friend; login is not available yet, so this stays empty. */
export const affiliateMembers = pgTable(
  "affiliate_members",
  {
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.affiliateId, t.userId] })],
);

export const vacancies = pgTable(
  "vacancies",
  {
    id: id(),
    status: text("status").$type<(typeof VACANCY_STATUSES)[number]>().notNull().default("OPEN"),
    title: text("title").notNull(),
    organization: text("organization").notNull(),
    hoursPerWeek: integer("hours_per_week").notNull(),
    logoUrl: text("logo_url"),
    summary: text("summary").notNull(),
    requirements: text("requirements").notNull(),
    responsibilities: text("responsibilities").notNull(),
    ...locationColumns(),
    salaryCurrency: text("salary_currency").notNull().default("EUR"),
    salaryFrequency: text("salary_frequency").$type<(typeof SALARY_FREQUENCIES)[number]>().notNull().default("MONTHLY"),
    salaryMinCents: integer("salary_min_cents"),
    salaryMaxCents: integer("salary_max_cents"),
    applyUrl: text("apply_url"),
    contactPhones: text("contact_phones").array().notNull().default([]),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("vacancies_status_valid", oneOf(t.status, VACANCY_STATUSES)),
    check("vacancies_salary_frequency_valid", oneOf(t.salaryFrequency, SALARY_FREQUENCIES)),
    check("vacancies_hours_positive", sql`${t.hoursPerWeek} > 0`),
    check(
      "vacancies_salary_range",
      sql`${t.salaryMinCents} is null or ${t.salaryMaxCents} is null or ${t.salaryMinCents} <= ${t.salaryMaxCents}`,
    ),
  ],
);

export const affiliatesRelations = relations(affiliates, ({ one, many }) => ({
  organization: one(organizations, { fields: [affiliates.organizationId], references: [organizations.id] }),
  members: many(affiliateMembers),
}));

export const affiliateMembersRelations = relations(affiliateMembers, ({ one }) => ({
  affiliate: one(affiliates, { fields: [affiliateMembers.affiliateId], references: [affiliates.id] }),
}));
