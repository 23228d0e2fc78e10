import { afterAll, beforeAll, expect, it } from "vitest";
import { setTimeout as pause } from "node:timers/promises";
import { corpusStats, failureLoggedSince, runCase, send, type CorpusCase, type CorpusRequest } from "./corpus-case.ts";
import { CORPUS_MAIL_DOMAIN, startCorpusSite, stillAnswers, type CorpusSite } from "./corpus-site.ts";
import { buildWorld, PERSON, type CorpusWorld } from "./corpus-world.ts";
import { changedTables } from "./table-counts.ts";

/**
 * The frame of a corpus file: one server and its fixtures for the file, a test per case, a check after each batch
 * that the server still answers, and at the end a look at what the server logged.
 */
export function corpusSuite() {
  let site: CorpusSite | undefined;
  let world: CorpusWorld | undefined;

  beforeAll(async () => {
    site = await startCorpusSite();
    world = await buildWorld(site);
  });
  afterAll(async () => {
    await site?.stop();
    const { cases, requests, serverErrors, toleratedAccepted } = corpusStats;
    console.log(
      `Corpus: ${cases} gevallen, ${requests} verzoeken (gevallen, basislijnen, levenstekens), ` +
        `${serverErrors} met 5xx of interne fout, ${toleratedAccepted} keer toegestane invoer aanvaard.`,
    );
  });

  const current = (): CorpusWorld => {
    if (!world) throw new Error("de corpusserver draait niet");
    return world;
  };

  return {
    world: current,

    /** One test per case, then one that the server still answers and logged no failure during the batch. */
    cases(cases: CorpusCase[]) {
      let logStart = 0;
      beforeAll(() => {
        logStart = current().site.server.output().length;
      });
      for (const corpusCase of cases) {
        it(corpusCase.name, async () => {
          const problems = await runCase(current(), corpusCase);
          // The problems as the message, in full, so a failure reads as what went wrong.
          expect(problems, problems.join(" · ")).toEqual([]);
        });
      }
      it("the server still answers after these cases, and logged no failure while it handled them", async () => {
        corpusStats.requests += 2;
        const { site: running } = current();
        expect(await stillAnswers(running)).toEqual([]);
        // A line the pipe delivered after its case's answer (failureLoggedSince) has arrived by now.
        await pause(5);
        expect(failureLoggedSince(running, logStart)).toBeNull();
      });
    },

    /** The counts the database kept (table-counts.ts) are the tables' true row counts, so every case read true ones. */
    countCheck() {
      it("the row counts the corpus read agree with count(*) of every table", async () => {
        expect(await current().site.countsDisagree()).toEqual([]);
      });
    },

    /** The server's log holds none of the personal data the corpus sent (names, addresses, phone, codes). */
    logCheck() {
      it("the server's log names no one", () => {
        const { site: running, codes, cancelTokens } = current();
        const personal: Record<string, string[]> = {
          "e-mailadres": [`@${CORPUS_MAIL_DOMAIN}`],
          naam: [PERSON.lastName],
          // As sent and as stored (E.164, decision 0016).
          telefoonnummer: [PERSON.phoneNumber, `+31${PERSON.phoneNumber.slice(1)}`],
          ticketcode: Object.values(codes),
          afmeldtoken: Object.values(cancelTokens),
        };
        const output = running.server.output();
        const found = Object.entries(personal)
          .filter(([, values]) => values.some((value) => output.includes(value)))
          .map(([kind]) => kind);
        expect(found).toEqual([]);
      });
    },
  };
}

/** Sends a valid request: it must succeed and change rows, or the corpus's 'no rows written' could never fail. */
export async function runBaseline(world: CorpusWorld, request: CorpusRequest, cookie?: string) {
  const before = await world.site.counts();
  const response = await send(world.site, request, cookie);
  const { text } = response;
  const changed = changedTables(before, await world.site.counts());
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`HTTP ${response.status}`);
  if (changed.length === 0) problems.push("geen rijen geschreven");
  return { problems, text, status: response.status, changed };
}
