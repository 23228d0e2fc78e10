import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupName } from "./manifest.ts";
import { rotateBackups } from "./rotate.ts";

describe("rotateBackups", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "ff-rotate-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("deletes the backup folders the scheme does not keep and an interrupted one, and nothing else", async () => {
    // 60 nights at 02:15 UTC up to Thursday 26 November 2026.
    const names = Array.from({ length: 60 }, (_, i) => backupName(new Date(Date.UTC(2026, 10, 26 - i, 2, 15))));
    for (const name of names) await mkdir(path.join(dir, name));
    await mkdir(path.join(dir, `${backupName(new Date(Date.UTC(2026, 10, 27, 2, 15)))}.partial`));
    await writeFile(path.join(dir, "LEESMIJ.txt"), "eigen notities");

    const removed = await rotateBackups(dir);

    const left = (await readdir(dir)).sort();
    expect(left).toEqual([
      "2026-09-30T02-15-00Z", // the newest of September
      "2026-10-31T02-15-00Z", // of October
      "2026-11-08T02-15-00Z", // the Sundays of the three weeks before this one
      "2026-11-15T02-15-00Z",
      "2026-11-20T02-15-00Z", // the newest seven days
      "2026-11-21T02-15-00Z",
      "2026-11-22T02-15-00Z",
      "2026-11-23T02-15-00Z",
      "2026-11-24T02-15-00Z",
      "2026-11-25T02-15-00Z",
      "2026-11-26T02-15-00Z",
      "LEESMIJ.txt",
    ]);
    expect(removed).toHaveLength(60 - 11);
  });
});
