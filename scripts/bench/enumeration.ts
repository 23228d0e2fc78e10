/**
 * npm run bench:enumeration — the forms that take an e-mail address and answer "if we know it, a mail is on its way"
 * (staff sign-in on /beheer/inloggen, "Mijn gegevens" on /mijn-gegevens) must answer a known and an unknown address
 * in the same time, or their timing tells who works here or whose data the site holds (decision 0010). One
 * production process (the build of server/main.ts) with the demo content and its mail worker, as a fresh `npm start`
 * runs: on PGlite, or with BENCH_ENUMERATION_DATABASE_URL on that empty PostgreSQL database. Per form REQUESTS posts
 * of the form as a browser without JavaScript sends it, one at a time, known and unknown addresses taking turns (so
 * the worker's work after an answer falls on both alike). Known: the demo's staff members and the demo buyer;
 * unknown: a new address each time, as someone trying a list would. Prints per form and kind the median and p90;
 * fails when the medians of a form differ by more than MAX_GAP_MS, or when any post is not answered with the form's
 * confirmation.
 */
import { rmSync } from "node:fs";
import { startServer } from "../../test/support/site/server.ts";
import { percentile } from "./percentile.ts";

const REQUESTS = Number(process.env.BENCH_ENUMERATION_REQUESTS ?? 200);
const WARM_UP = 20;
const MAX_GAP_MS = 5;

type Form = { name: string; path: string; fields: Record<string, string>; known: string[]; confirmation: string };

const FORMS: Form[] = [
  {
    name: "beheer/inloggen",
    path: "/beheer/inloggen",
    fields: { terug: "/beheer" },
    // The demo staff (server/db/seed/staff.ts).
    known: ["beheer@forensischforum.example.org", "redactie@forensischforum.example.org"],
    confirmation: "Als dit adres bij ons bekend is",
  },
  {
    name: "mijn-gegevens",
    path: "/mijn-gegevens",
    fields: { intent: "link-aanvragen" },
    // The demo buyer and attendee (server/db/seed/demo-order.ts): an order, tickets, mails.
    known: ["sanne.hofstede@dewaterlinie.example.org", "thijs.vermolen@dewaterlinie.example.org"],
    confirmation: "Als we gegevens van dit e-mailadres hebben",
  },
];

let unknownCount = 0;
const unknownAddress = () => `onbekend.${process.pid}.${++unknownCount}@bench.example.org`;

/** One post of the form, as a browser sends it; the answer is read to the end and must be the confirmation. */
async function post(baseUrl: string, form: Form, email: string): Promise<number> {
  const body = new URLSearchParams({ ...form.fields, email });
  const sent = performance.now();
  const response = await fetch(baseUrl + form.path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
    body,
    redirect: "manual",
  });
  const html = await response.text();
  const ms = performance.now() - sent;
  if (response.status !== 200 || !html.includes(form.confirmation))
    throw new Error(`${form.path} gaf ${response.status} zonder bevestiging (adres ${email})`);
  return ms;
}

async function measure(baseUrl: string, form: Form, requests: number) {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < requests; i++) {
    // Taking turns, and which goes first alternating, so neither kind always follows the other.
    const knownFirst = i % 2 === 0;
    const knownAddress = form.known[i % form.known.length]!;
    if (knownFirst) known.push(await post(baseUrl, form, knownAddress));
    unknown.push(await post(baseUrl, form, unknownAddress()));
    if (!knownFirst) known.push(await post(baseUrl, form, knownAddress));
  }
  return { known: known.sort((a, b) => a - b), unknown: unknown.sort((a, b) => a - b) };
}

// Every post comes from this machine and names a few addresses over and over: the benchmark's own limits, far above
// the defaults, so that they never refuse it (the defaults stay as they are).
const server = await startServer({
  env: {
    SEED_DEMO: "true",
    // An empty PostgreSQL database instead of PGlite, to compare (the server migrates and seeds it).
    ...(process.env.BENCH_ENUMERATION_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_ENUMERATION_DATABASE_URL } : {}),
    RATE_LIMIT_STAFF_SIGN_IN_PER_CLIENT_PER_HOUR: "1000000",
    RATE_LIMIT_STAFF_SIGN_IN_PER_ADDRESS_PER_HOUR: "1000000",
    RATE_LIMIT_PERSONAL_DATA_LINKS_PER_CLIENT_PER_HOUR: "1000000",
    RATE_LIMIT_PERSONAL_DATA_LINKS_PER_ADDRESS_PER_HOUR: "1000000",
  },
});
let healthy = true;
try {
  const database = process.env.BENCH_ENUMERATION_DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(`\nPOST van de formulieren, 1 proces op ${database}, één tegelijk, ${REQUESTS} per soort adres:\n`);
  console.log(`formulier         soort     mediaan ms  p90 ms   verschil mediaan  <=${MAX_GAP_MS} ms`);
  for (const form of FORMS) {
    await measure(server.url, form, WARM_UP);
    const { known, unknown } = await measure(server.url, form, REQUESTS);
    const gap = percentile(unknown, 50) - percentile(known, 50);
    const fits = Math.abs(gap) <= MAX_GAP_MS;
    healthy &&= fits;
    for (const [kind, latencies] of [
      ["bekend", known],
      ["onbekend", unknown],
    ] as const) {
      const last = kind === "onbekend";
      console.log(
        [
          form.name.padEnd(17),
          kind.padEnd(9),
          percentile(latencies, 50).toFixed(2).padStart(10),
          percentile(latencies, 90).toFixed(2).padStart(7),
          (last ? `${gap >= 0 ? "+" : ""}${gap.toFixed(2)}` : "").padStart(18),
          (last ? (fits ? "ja" : "NEE") : "").padStart(9),
        ].join(" "),
      );
    }
  }
} finally {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
if (!healthy) {
  console.error(
    `\nFout: een formulier beantwoordt bekende en onbekende adressen niet even snel (medianen meer dan ${MAX_GAP_MS} ms uit elkaar).`,
  );
  process.exitCode = 1;
}
