/**
 * Which "Algemene voorwaarden" a buyer or participant agrees to: the terms version in force (the newest published
 * version of the terms page), which the order and enrolment forms link with its number and date. An order and an
 * enrolment record it in their own transaction, so what is recorded is what was in force when they were written.
 */
import { desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { sitePageVersions } from "../../db/schema/index.ts";
import { termsVersionName } from "../../../common/format/terms-version.ts";
import { DomainError } from "../errors.ts";

export type TermsVersion = {
  id: string;
  version: number;
  publishedAt: Date;
  /** 'versie 2 van 11 maart 2027', as the forms, the staff order page and the export say it. */
  name: string;
};

/** The field of the order and enrolment inputs that says which version the form showed. */
const ACCEPTED_TERMS_FIELD = "acceptedTermsVersion";

function termsVersionOf(row: { id: string; version: number; publishedAt: Date }): TermsVersion {
  return { ...row, name: termsVersionName(row.version, row.publishedAt) };
}

const TERMS_VERSION_COLUMNS = {
  id: sitePageVersions.id,
  version: sitePageVersions.version,
  publishedAt: sitePageVersions.publishedAt,
};

/** The version in force; null while the terms were never published. */
export async function findTermsInForce(db: DbOrTx): Promise<TermsVersion | null> {
  const [row] = await db
    .select(TERMS_VERSION_COLUMNS)
    .from(sitePageVersions)
    .where(eq(sitePageVersions.pageKey, "terms"))
    .orderBy(desc(sitePageVersions.version))
    .limit(1);
  return row ? termsVersionOf(row) : null;
}

/** One recorded version (an order's or enrolment's), by its id; null for none. */
export async function findTermsVersion(db: DbOrTx, id: string | null): Promise<TermsVersion | null> {
  if (!id) return null;
  const [row] = await db.select(TERMS_VERSION_COLUMNS).from(sitePageVersions).where(eq(sitePageVersions.id, id));
  return row ? termsVersionOf(row) : null;
}

/** Recorded versions by id, for lists (the personal-data export); ids of none are left out. */
export async function findTermsVersions(db: DbOrTx, ids: (string | null)[]): Promise<Map<string, TermsVersion>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select(TERMS_VERSION_COLUMNS)
    .from(sitePageVersions)
    .where(inArray(sitePageVersions.id, wanted));
  return new Map(rows.map((row) => [row.id, termsVersionOf(row)]));
}

function termsChangedMessage(inForce: TermsVersion): string {
  return (
    `De algemene voorwaarden zijn zojuist gewijzigd: nu geldt ${inForce.name}. ` +
    "Lees ze via de link bij de knop en verstuur het formulier opnieuw."
  );
}

/**
 * The version to record, in the caller's transaction. `shown` is the version number the form linked: when another
 * version came into force since the form was loaded, the visitor has not seen what they would agree to, so this
 * refuses with CONFLICT (the form then shows the new version; nothing the visitor typed is lost). A client that
 * sends no version (another API client) agrees to the version in force.
 */
export async function acceptTermsInForce(tx: DbOrTx, shown: number | null | undefined): Promise<string | null> {
  const inForce = await findTermsInForce(tx);
  if (!inForce) return null;
  if (shown != null && shown !== inForce.version) {
    throw new DomainError("CONFLICT", termsChangedMessage(inForce), {
      field: ACCEPTED_TERMS_FIELD,
      termsVersion: inForce.version,
    });
  }
  return inForce.id;
}
