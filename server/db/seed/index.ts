/**
 * Demo content for a fresh installation: the site's pages, friends, a vacancy, the annual forum with workshops
 * and a paid demo order, other events (one with an open invoice order), Vakschool courses, the demo staff and the
 * programme booklet's notice. Everything is fictional and dated relative
 * to `now`, so the demo never goes stale. Run it on an empty database only (see hasContent).
 */
import type { Database } from "../client.ts";
import { courses, events, organizations } from "../schema/index.ts";
import { seedCourses } from "./courses.ts";
import { seedDemoInvoiceOrder } from "./demo-invoice-order.ts";
import { seedDemoOrder, type DemoSeed } from "./demo-order.ts";
import { seedOtherEvents } from "./events.ts";
import { seedForum } from "./forum.ts";
import { seedForumAccreditation } from "./accreditation.ts";
import { seedAffiliates } from "./organizations.ts";
import { seedVacancies } from "./vacancies.ts";
import { seedStaff } from "./staff.ts";
import { seedSiteNotices } from "./site-notices.ts";
import { seedSitePages } from "./site-pages.ts";

export { DEMO_TICKET_CODES, type DemoSeed } from "./demo-order.ts";

/**
 * Inserts all demo content in one transaction: a failure leaves the database as it was. `orders: false` leaves out
 * the two demo orders, for the volume seed (scripts/volume/), whose invoices then number a year from its first.
 */
export async function seedDemoContent(db: Database, seed: DemoSeed, { orders = true } = {}): Promise<void> {
  const { now } = seed;
  await db.transaction(async (tx) => {
    const friends = await seedAffiliates(tx, now);
    await seedVacancies(tx, now, friends);
    const forum = await seedForum(tx, now);
    await seedForumAccreditation(tx, forum);
    const others = await seedOtherEvents(tx, now);
    if (orders) {
      await seedDemoOrder(tx, seed, forum);
      await seedDemoInvoiceOrder(tx, seed, others);
    }
    await seedCourses(tx, now, friends);
    await seedStaff(tx, now, seed.settings);
    await seedSiteNotices(tx, now);
    await seedSitePages(tx, now);
  });
}

/** True when the organisation has entered (or seeded) any content, so a start must not seed again. */
export async function hasContent(db: Database): Promise<boolean> {
  const [organization, event, course] = await Promise.all([
    db.select({ id: organizations.id }).from(organizations).limit(1),
    db.select({ id: events.id }).from(events).limit(1),
    db.select({ id: courses.id }).from(courses).limit(1),
  ]);
  return organization.length + event.length + course.length > 0;
}
