import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtpServer, type TestSmtpServer } from "../test/support/smtp-server.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { fetchCourse, fetchCourses, type ApiCourse } from "../test/support/browser/courses.ts";
import { ownCourses } from "../test/support/site/course-scenarios.ts";
import { enrollThroughApi } from "../test/support/site/factories.ts";
import { startScaleOut, type ScaleOut } from "../test/support/site/scale-out.ts";
import { freshDataDir } from "../test/support/site/server.ts";
import { waitForMailTo } from "../test/support/browser/staff.ts";

// Decision 0015: the topology the browser tests run on with E2E_TOPOLOGY=proxy is what it claims to be. nginx
// spreads the requests over both web processes, a change made through one process shows through the other
// before its kept page would have expired (the page cache's LISTEN/NOTIFY), and the mail goes out from the
// worker alone: with the worker stopped it waits in the outbox, and it arrives once the worker is back.
let smtp: TestSmtpServer;
let site: ScaleOut;
/** The file's own course, with a number of places no other course has, so the list names it by that number. */
let course: ApiCourse;
const PLACES = 37;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  site = await startScaleOut({ dataDir: freshDataDir(), env: { SMTP_URL: smtp.url } });
  ({ course } = await ownCourses(
    { url: site.url, smtp },
    { course: { title: "Samenwerken in de keten", maxParticipants: PLACES } },
  ));
});
afterAll(async () => {
  await site?.stop();
  await smtp?.stop();
});

/** The web process that logged the request with this id (the app logs a proxy's X-Request-Id as its own). */
function servedBy(requestId: string): string[] {
  const logged = (output: string) => output.includes(`"requestId":"${requestId}"`);
  return [...site.web, site.worker].filter((one) => logged(one.output())).map((one) => one.name);
}

async function loggedEventually(requestId: string): Promise<string[]> {
  // The access line is written when the answer is done, a moment after the client has it.
  for (let attempt = 0; attempt < 25 && servedBy(requestId).length === 0; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return servedBy(requestId);
}

describe("two web processes and a worker behind nginx", () => {
  it("spreads the requests over both web processes and never sends one to the worker", async () => {
    const served: string[] = [];
    for (let i = 0; i < 6; i++) {
      const requestId = `scale-out-${randomBytes(6).toString("hex")}`;
      const response = await fetch(`${site.url}/evenementen`, { headers: { "x-request-id": requestId } });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-request-id")).toBe(requestId);
      const by = await loggedEventually(requestId);
      expect(by).toHaveLength(1);
      served.push(by[0]!);
    }
    expect(served.filter((name) => name === "Web 1").length).toBeGreaterThanOrEqual(2);
    expect(served.filter((name) => name === "Web 2").length).toBeGreaterThanOrEqual(2);
  });

  it("shows a change made through one web process through the other before its kept page expires", async () => {
    // The list shows '37 plaatsen beschikbaar' for this course only: it changes when one of them is taken.
    const before = `${PLACES} plaatsen beschikbaar`;
    const sameCount = (await fetchCourses(site.url)).filter((one) => one.availablePlaces === PLACES);
    expect(sameCount.map((one) => one.id)).toEqual([course.id]);
    const other = site.web[1]!.url;
    const list = async () => {
      const response = await fetch(`${other}/vakschool`);
      return { cached: response.headers.get("x-page-cache") === "hit", html: await response.text() };
    };

    // Kept no earlier than keptFrom, so without a notification it would be served until 5 s after it. A notification
    // still on its way from the setup (a course published, the worker's first round) may drop the page just kept: then
    // it is kept again, from a later moment.
    let keptFrom = Date.now();
    let kept = { cached: false, html: "" };
    for (let attempt = 0; attempt < 10 && !kept.cached; attempt++) {
      keptFrom = Date.now();
      await list();
      kept = await list();
    }
    expect(kept.cached).toBe(true);
    expect(kept.html).toContain(before);

    const person = { firstName: "Noor", lastName: "Schaal", email: "noor.schaal@example.org" };
    await enrollThroughApi(apiClient(site.web[0]!.url, { ip: "10.160.0.1" }), course.id, person);
    expect((await fetchCourse(site.web[0]!.url, course.id)).availablePlaces).toBe(PLACES - 1);

    let shown = await list();
    while (shown.html.includes(before) && Date.now() - keptFrom < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      shown = await list();
    }
    expect(shown.html).not.toContain(before);
    expect(shown.html).toContain(`${PLACES - 1} plaatsen beschikbaar`);
    expect(Date.now() - keptFrom).toBeLessThan(4_500);
  });

  it("sends the mail from the worker only: without it the mail waits, with it back the mail arrives", async () => {
    // The enrolment of the test before was confirmed by mail while the worker ran.
    await waitForMailTo(smtp, "noor.schaal@example.org");
    for (const web of site.web) expect(web.output()).toContain("WORKER=false");
    for (const web of site.web) expect(web.output()).not.toContain('"event":"mail.transport"');
    expect(site.worker.output()).toContain(`"message":"E-mail: SMTP`);

    await site.worker.stop();
    const person = { firstName: "Sem", lastName: "Wachter", email: "sem.wachter@example.org" };
    await enrollThroughApi(apiClient(site.url, { ip: "10.160.0.2" }), course.id, person);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(smtp.received.filter((mail) => JSON.stringify(mail.to).includes(person.email))).toEqual([]);

    await site.worker.restart();
    const mail = await waitForMailTo(smtp, person.email);
    expect(mail.subject).toContain(course.title);
  });
});
