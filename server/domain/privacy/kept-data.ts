/**
 * What an erasure keeps and why (decision 0024), in the words of the page and the mail: the invoices and paid orders
 * the tax law keeps, and the certificates a register may still verify. Read before the address is erased, since after
 * it nothing leads back to these rows any more.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { amsterdamYear, formatDate } from "../../../common/format/dates.ts";
import type { DbOrTx } from "../../db/client.ts";
import { certificates, events, invoices, orders } from "../../db/schema/index.ts";
import type { PrivacySettings } from "../deps.ts";
import type { ErasureReport } from "./erase-personal-data.ts";
import { isFiscalOrder } from "./order-anonymisers.ts";
import { fiscalKeepUntil } from "./retention-periods.ts";
import { sameAddress } from "./anonymous-values.ts";

type Kept = ErasureReport["kept"][number];

export async function keptForAddress(db: DbOrTx, address: string, periods: PrivacySettings): Promise<Kept[]> {
  return [...(await keptFiscal(db, address, periods)), ...(await keptCertificates(db, address, periods))];
}

async function keptFiscal(db: DbOrTx, address: string, periods: PrivacySettings): Promise<Kept[]> {
  const fiscal = await db
    .select({ id: orders.id, createdAt: orders.createdAt, eventName: events.name })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(sameAddress(orders.email, address), isFiscalOrder))
    .orderBy(asc(orders.createdAt));
  if (fiscal.length === 0) return [];
  const issued = await db
    .select({ orderId: invoices.orderId, number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(
      inArray(
        invoices.orderId,
        fiscal.map((order) => order.id),
      ),
    )
    .orderBy(asc(invoices.number));
  const why = `De wet verplicht ons de administratie ${periods.fiscalYears} jaar te bewaren.`;
  return fiscal.flatMap((order): Kept[] => {
    const ofOrder = issued.filter((invoice) => invoice.orderId === order.id);
    const lastYear = Math.max(
      amsterdamYear(order.createdAt),
      ...ofOrder.map((invoice) => amsterdamYear(invoice.issuedAt)),
    );
    const until = fiscalKeepUntil(lastYear, periods);
    if (ofOrder.length === 0) {
      const what = `Je bestelling voor ${order.eventName} van ${formatDate(order.createdAt)} (naam, adres en bedrag)`;
      return [{ what, why, until }];
    }
    return ofOrder.map((invoice) => ({
      what: `Je factuur ${invoice.number} (naam en adres)`,
      why: `De wet verplicht ons facturen ${periods.fiscalYears} jaar te bewaren.`,
      until,
    }));
  });
}

async function keptCertificates(db: DbOrTx, address: string, periods: PrivacySettings): Promise<Kept[]> {
  const rows = await db
    .select({ code: certificates.code, title: certificates.subjectTitle, issuedAt: certificates.issuedAt })
    .from(certificates)
    .where(sameAddress(certificates.email, address))
    .orderBy(asc(certificates.issuedAt));
  return rows.map((row) => {
    const until = new Date(row.issuedAt);
    until.setUTCFullYear(until.getUTCFullYear() + periods.certificateYears);
    return {
      what: `Je certificaat ${row.code} voor ${row.title} (naam, onderwerp en datum)`,
      why: "Zo kan een beroepsregister of werkgever nagaan dat je certificaat echt is. Je e-mailadres halen we wel weg.",
      until,
    };
  });
}
