/**
 * Erasing what the site holds about one e-mail address (issue 19), for the person themselves ("Mijn gegevens") and
 * for staff answering a request by post or phone. CONTRACT ONLY: the implementation lands with the retention work.
 */
import type { ServiceDeps } from "../deps.ts";

/** What an erasure did and what it kept, for the page, the confirmation mail and staff. */
export type ErasureReport = {
  /** Rows removed or anonymised per kind (orders, tickets, enrollments, ...); never names or addresses. */
  erased: Record<string, number>;
  /** What is kept, why (Dutch, for the page and the mail), and until when (null: until the retention job runs). */
  kept: { what: string; why: string; until: Date | null }[];
};

export async function erasePersonalData(_deps: ServiceDeps, _email: string): Promise<ErasureReport> {
  throw new Error("erasePersonalData: nog niet gebouwd");
}
