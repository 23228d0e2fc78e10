import { readFileSync, readlinkSync, statSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { print } from "graphql";
import pg from "pg";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CreateOrderDocument,
  RequestStaffSignInLinkDocument,
  SignInWithLinkDocument,
} from "../app/graphql/generated.ts";
import { staffSessionCookieName } from "../common/staff-session.ts";
import { BUYER } from "../test/support/factories/orders.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../test/support/smtp-server.ts";
import { collectPageErrors, launchBrowser } from "../test/support/browser/browser.ts";
import { root } from "../test/support/site/processes.ts";
import {
  httpsClient,
  runRunbookBlock,
  startRecipe,
  unitLog,
  type HttpsAnswer,
  type Recipe,
} from "../test/support/site/recipe.ts";
import { DESKTOP } from "../test/support/browser/session.ts";
import { waitForHydration } from "../test/support/browser/site.ts";
import { DEMO_BEHEERDER, signInLinkOf, waitForMailTo } from "../test/support/browser/staff.ts";

// The deployment recipe of deploy/, run end to end on this machine by scripts/deploy/local-recipe.sh
// (nginx terminating TLS with a self-signed certificate, two web processes and the worker started from the
// systemd units as the site's account, PostgreSQL, a real SMTP server, the test payment provider). A visitor buys a
// ticket through it in the browser; the runbook's backup, restore drill and restore run as written there; then the
// runbook's rolling restart and rollback (scripts/deploy/deploy.sh) restart every process twice under a load of
// page requests and orders, which must see no 5xx, no connection error and lose no order.
let smtp: TestSmtpServer;
let recipe: Recipe;
let browser: Browser;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  [recipe, browser] = await Promise.all([
    startRecipe({
      SMTP_URL: smtp.url,
      // The load below orders from a few addresses far more often than a visitor may.
      RATE_LIMIT_ORDERS_PER_HOUR: "1000000",
      RATE_LIMIT_PER_EMAIL_PER_HOUR: "1000000",
      MAX_UNPAID_INVOICE_ORDERS_PER_EMAIL: "1000",
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await recipe?.stop();
  await smtp?.stop();
});

async function query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: recipe.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

describe("the recipe on this machine", () => {
  it("runs the processes as the site's account, under a site file that names nothing of the checkout", () => {
    const account = recipe.env.FF_ACCOUNT!;
    for (const unit of [...recipe.webPorts.map((port) => `forensisch-forum-web@${port}`), "forensisch-forum-worker"]) {
      const pid = readFileSync(path.join(recipe.env.FF_LOCAL_STATE!, `${unit}.pid`), "utf8").trim();
      expect(statSync(`/proc/${pid}`).uid, unit).toBe(
        Number(execFileSync("id", ["-u", account], { encoding: "utf8" })),
      );
    }
    const siteFile = readFileSync(path.join(recipe.env.FF_NGINX_PREFIX!, "forensisch-forum.conf"), "utf8");
    expect(siteFile).not.toContain(root);
  });

  it("keeps the runbook's quick reference equal to the commands run here", () => {
    const runbook = readFileSync(path.join(root, "docs/runbook/README.md"), "utf8");
    for (const [task, block] of [
      ["rolling restart", "rolling-restart"],
      ["roll back", "rollback"],
    ]) {
      const command = new RegExp(`^\\| ${task} +\\| \`([^\`]+)\``, "m").exec(runbook)?.[1];
      const marked = new RegExp(`<!-- recipe: ${block} -->\\s+\`\`\`sh\\n([^\`]+)\`\`\``).exec(runbook)?.[1];
      expect(command, task).toBeDefined();
      expect(marked?.trim().endsWith(command!), `${task}: ${marked}`).toBe(true);
    }
  });

  it("sends plain HTTP to HTTPS and answers with HSTS, from the app and from nginx", async () => {
    const plain = await fetch(`${recipe.httpUrl}/evenementen?pagina=2`, { redirect: "manual" });
    expect(plain.status).toBe(301);
    expect(plain.headers.get("location")).toBe(`${recipe.url}/evenementen?pagina=2`);

    const client = httpsClient(recipe);
    try {
      const home = await client.send("GET", "/");
      expect(home.status).toBe(200);
      expect(home.headers["strict-transport-security"]).toMatch(/^max-age=\d+; includeSubDomains$/);
      const script = /"(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1];
      expect(script).toBeDefined();
      const asset = await client.send("GET", script!, { "accept-encoding": "gzip" });
      expect(asset.status).toBe(200);
      expect(asset.headers["x-served-by"]).toBe("nginx");
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(asset.headers["strict-transport-security"]).toBe(home.headers["strict-transport-security"]);
      // The build's .gz twin (scripts/precompress.ts), sent by nginx's gzip_static as it is.
      const twin = path.join(recipe.dir, "shared", script!.slice(1) + ".gz");
      expect(asset.headers["content-encoding"]).toBe("gzip");
      expect(Number(asset.headers["content-length"])).toBe(readFileSync(twin).length);
    } finally {
      client.close();
    }
  });

  it("sells a ticket paid with iDEAL at the test provider through the TLS proxy, its scripts from nginx", async () => {
    const [event] = await query<{ id: string }>(
      "select e.id from events e join ticket_types t on t.event_id = e.id where t.name = 'Regulier' and t.price_cents > 0 order by t.quantity desc limit 1",
    );
    const context = await browser.newContext({ viewport: DESKTOP, locale: "nl-NL", ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const assets: { url: string; servedBy: string | undefined }[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/assets/")) {
        assets.push({ url: response.url(), servedBy: response.headers()["x-served-by"] });
      }
    });
    const email = "recept.koper@example.org";
    await page.goto(`${recipe.url}/evenementen/${event!.id}/aanmelden`);
    await waitForHydration(page);
    await page.getByLabel("Aantal Regulier").fill("1");
    await page.getByRole("button", { name: "Volgende" }).click();
    await page.getByRole("heading", { name: "Persoonlijke details" }).waitFor({ state: "visible" });
    const buyer: [string, string][] = [
      ["Voornaam", "Roos"],
      ["Achternaam", "Recept"],
      ["E-mailadres", email],
      ["Telefoonnummer", "0687654321"],
      ["Straat en huisnummer", "Stationsweg 12"],
      ["Postcode", "9726 AC"],
      ["Plaats", "Groningen"],
    ];
    for (const [label, value] of buyer) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel("iDEAL").check();
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    await page.waitForURL(/\/test-betaalprovider\/[^/]+$/);
    await page.getByRole("button", { name: "Betaald" }).click();
    await page.waitForURL(new RegExp(`^${recipe.url}/evenementen/${event!.id}/aanmelden-voltooid\\?order=`));
    await page.getByRole("heading", { level: 1 }).waitFor();
    await context.close();

    expect(errors.filter((error) => !error.includes("favicon.ico"))).toEqual([]);
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.filter((asset) => asset.servedBy !== "nginx")).toEqual([]);
    // nginx's access log names the web process of each page and none for the assets it served itself.
    const log = recipe.accessLog();
    expect(log).toMatch(/GET \/assets\/\S+\.js 200 upstream=-$/m);
    expect(log).not.toMatch(/GET \/assets\/\S+ 200 upstream=127/);
    expect(log).toMatch(new RegExp(`GET /evenementen/${event!.id}/aanmelden 200 upstream=127\\.0\\.0\\.1:\\d+`));

    const mail = await waitForMailTo(smtp, email);
    expect(mail.text).toContain("We hebben je betaling ontvangen.");
  });
});

describe("the runbook's sign-out of every staff member, as written there", () => {
  it("ends a signed-in staff member's session: the back office asks them to sign in again", async () => {
    const client = httpsClient(recipe);
    const graphql = (document: Parameters<typeof print>[0], variables: Record<string, unknown>) =>
      client.send(
        "POST",
        "/graphql",
        { "content-type": "application/json" },
        JSON.stringify({ query: print(document), variables }),
      );
    try {
      await graphql(RequestStaffSignInLinkDocument, { input: { email: DEMO_BEHEERDER.email } });
      const token = new URL(signInLinkOf(await waitForMailTo(smtp, DEMO_BEHEERDER.email))).searchParams.get("token");
      const signedIn = JSON.parse((await graphql(SignInWithLinkDocument, { input: { token } })).body) as {
        data: { signInWithLink: { sessionToken: string } };
      };
      const cookie = `${staffSessionCookieName(recipe.url)}=${signedIn.data.signInWithLink.sessionToken}`;
      expect((await client.send("GET", "/beheer", { cookie })).status).toBe(200);

      await runRunbookBlock(recipe, "README.md", "sign-everyone-out");

      const after = await client.send("GET", "/beheer", { cookie });
      expect([302, 303]).toContain(after.status);
      expect(new URL(String(after.headers.location), recipe.url).pathname).toBe("/beheer/inloggen");
    } finally {
      client.close();
    }
  });
});

describe("the runbook's backup, restore drill and restore, as written there", () => {
  it("backs up, passes the drill as the service's role, and restores into a new database", async () => {
    await runRunbookBlock(recipe, "backups.md", "backup-now");
    expect(unitLog(recipe, "forensisch-forum-restore-drill.service")).toContain("Hersteloefening geslaagd.");

    await runRunbookBlock(recipe, "backups.md", "restore");
    const restored = new pg.Client({ connectionString: `${recipe.databaseUrl}_restored` });
    await restored.connect();
    try {
      const [original] = await query<{ orders: string }>("select count(*) as orders from orders");
      const copy = (await restored.query("select count(*) as orders from orders")).rows[0] as { orders: string };
      expect(Number(copy.orders)).toBeGreaterThan(0);
      expect(copy.orders).toBe(original!.orders);
    } finally {
      await restored.end();
    }
  });
});

type Outcome = { kind: "page" | "order"; status?: number; error?: string; orderId?: string; email?: string };

describe("a rolling deploy under load", () => {
  it("restarts both web processes and the worker with no 5xx, no connection error and no order lost", async () => {
    const [ticketType] = await query<{ id: string; event_id: string }>(
      "select t.id, t.event_id from ticket_types t where t.name = 'Regulier' and t.price_cents > 0 order by t.quantity desc limit 1",
    );
    const pidsBefore = await webPids();
    const client = httpsClient(recipe);
    const outcomes: Outcome[] = [];
    let deploying = true;
    const pages = ["/", "/evenementen", "/vakschool", "/robots.txt"];
    const pageLoop = async (offset: number) => {
      for (let i = offset; deploying; i++) {
        const outcome: Outcome = { kind: "page" };
        try {
          outcome.status = (await client.send("GET", pages[i % pages.length]!)).status;
        } catch (error) {
          outcome.error = String(error);
        }
        outcomes.push(outcome);
      }
    };
    let orderNumber = 0;
    const orderLoop = async () => {
      while (deploying && orderNumber < 24) {
        const email = `rollend.${++orderNumber}@example.org`;
        const outcome: Outcome = { kind: "order", email };
        try {
          const answer = await createOrder(client, ticketType!, email, orderNumber);
          outcome.status = answer.status;
          const data = JSON.parse(answer.body) as { data?: { createOrder?: { orderId: string } }; errors?: unknown };
          outcome.orderId = data.data?.createOrder?.orderId;
          if (!outcome.orderId) outcome.error = answer.body.slice(0, 500);
        } catch (error) {
          outcome.error = String(error);
        }
        outcomes.push(outcome);
        await new Promise((resolve) => setTimeout(resolve, 700));
      }
    };
    const load = Promise.all([pageLoop(0), pageLoop(1), pageLoop(2), orderLoop()]);
    // Load before, during and after: a second release (the same build) activated with deploy.sh.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const releases = path.join(recipe.dir, "releases");
    const deployOutputs: string[] = [];
    try {
      // The runbook's rolling restart of the running release r2 (after rotating keys), then its rollback to r1,
      // another release (scripts/deploy/local-recipe.sh makes both).
      deployOutputs.push(await runRunbookBlock(recipe, "README.md", "rolling-restart"));
      expect(readlinkSync(path.join(recipe.dir, "current"))).toBe(path.join(releases, "r2"));
      deployOutputs.push(await runRunbookBlock(recipe, "README.md", "rollback"));
      expect(readlinkSync(path.join(recipe.dir, "current"))).toBe(path.join(releases, "r1"));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    } finally {
      deploying = false;
      await load;
      client.close();
    }

    for (const output of deployOutputs) {
      for (const port of recipe.webPorts) expect(output).toContain(`web@${port} gezond`);
      expect(output).toContain("worker herstart");
    }
    const pidsAfter = await webPids();
    for (const port of recipe.webPorts) expect(pidsAfter[port]).not.toBe(pidsBefore[port]);

    const failed = outcomes.filter((outcome) => outcome.error || (outcome.status ?? 0) >= 500);
    expect(failed).toEqual([]);
    const orders = outcomes.filter((outcome) => outcome.kind === "order");
    expect(orders.length).toBeGreaterThan(10);
    expect(outcomes.filter((outcome) => outcome.kind === "page").length).toBeGreaterThan(100);

    // Every order that got an answer is in the database, and its confirmation went out from the worker.
    const ids = orders.map((order) => order.orderId!);
    const stored = await query<{ id: string }>("select id from orders where id = any($1::uuid[])", [ids]);
    expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());
    for (const order of orders) await waitForMailTo(smtp, order.email!);
  }, 300_000);
});

/** The PIDs local-ctl.sh keeps of the web processes, by port. */
async function webPids(): Promise<Record<number, string>> {
  const pids: Record<number, string> = {};
  for (const port of recipe.webPorts) {
    pids[port] = readFileSync(path.join(recipe.env.FF_LOCAL_STATE!, `forensisch-forum-web@${port}.pid`), "utf8").trim();
  }
  return pids;
}

function createOrder(
  client: ReturnType<typeof httpsClient>,
  ticketType: { id: string; event_id: string },
  email: string,
  n: number,
): Promise<HttpsAnswer> {
  const input = {
    currency: "EUR",
    eventId: ticketType.event_id,
    purchaseInformation: { purchasedAt: new Date().toISOString(), billingInformation: { ...BUYER, email } },
    ticketTypeQuantities: [{ ticketTypeId: ticketType.id, quantity: 1 }],
    paymentMethod: "INVOICE",
    returnUrl: `${recipe.url}/evenementen/${ticketType.event_id}/aanmelden-voltooid`,
  };
  const body = JSON.stringify({
    operationName: "CreateOrder",
    query: print(CreateOrderDocument),
    variables: { input },
  });
  // Each order from a client address of its own, as many buyers at once would be.
  const headers = { "content-type": "application/json", "x-forwarded-for": `10.200.${n >> 8}.${n & 255}` };
  return client.send("POST", "/graphql", headers, body);
}
