import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { claimWorkerBrowser } from "../test/support/site/shared-site.ts";
import { root } from "../test/support/site/processes.ts";

// The README's "Run it" and "Try the API" as a newcomer types them, in a copy of the repository as a clone has it
// (no node_modules, no build, no data): `npm ci && npm start` installs, builds and serves the demo on port 3000,
// the curl example answers, the dev mailbox holds the beheerder's sign-in mail; then `npm run dev` on the same
// data serves pages (also the back office's editor and scanner, whose dependencies no public page imports)
// without Vite's "504 Outdated Optimize Dep" and its reload, and GraphiQL works with no internet.

const README = readFileSync(path.join(root, "README.md"), "utf8");
const SITE = "http://localhost:3000";
/** npm ci and a production build on two busy cores take minutes; a newcomer waits as long. */
const STARTUP_MS = 8 * 60_000;

/** The commands of the README's fenced `sh` block after `heading`, without their trailing comments. */
function commandsUnder(heading: string): string[] {
  const section = README.slice(README.indexOf(`\n${heading}\n`));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (block === undefined) throw new Error(`geen sh-blok onder ${heading} in README.md`);
  return block
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .map((line) => line.replace(/\s+#.*$/, "").trim())
    .filter(Boolean);
}

/** The repository's files as a fresh clone has them: tracked and new (not ignored) files, nothing built. */
function cloneLikeCopy(): string {
  const copy = mkdtempSync(path.join(tmpdir(), "ff-readme-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root })
    .toString()
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    try {
      copyFileSync(path.join(root, file), path.join(copy, file));
    } catch (error) {
      // A tracked file deleted in this working tree is not in a clone of it either.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return copy;
}

/**
 * A newcomer's shell: their PATH (with this Node first) and home (npm's cache), none of the test run's settings
 * (NODE_ENV=test, the test database, vitest's variables). npm takes what its cache holds without asking the registry
 * again (the run installed the same lockfile minutes before), which changes how long `npm ci` takes, not what it does.
 */
const SHELL_ENV: NodeJS.ProcessEnv = {
  PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ""}`,
  HOME: process.env.HOME,
  LANG: "C.UTF-8",
  npm_config_prefer_offline: "true",
};

type Shell = { child: ChildProcess; output: () => string };

/** Runs `command` as typed in a terminal in `cwd`, in a process group of its own so it stops with all it started. */
function typeInShell(command: string, cwd: string): Shell {
  const child = spawn("bash", ["-c", command], {
    cwd,
    env: SHELL_ENV,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function stopShell({ child }: Shell): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  process.kill(-child.pid!, "SIGTERM");
  const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Waits until the site answers its home page, as a person reloads the browser until it does. */
async function waitForSite(shell: Shell): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (shell.child.exitCode !== null) throw new Error(`gestopt met code ${shell.child.exitCode}:\n${shell.output()}`);
    const ok = await fetch(SITE).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`de site antwoordde niet binnen ${STARTUP_MS / 60_000} minuten:\n${shell.output().slice(-4000)}`);
}

async function portIsFree(): Promise<boolean> {
  return fetch(SITE).then(
    () => false,
    () => true,
  );
}

/** Visits `paths` in one tab and gives every response Vite refused as outdated, and every reload of the page. */
async function visitInDevelopment(page: Page, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 504) problems.push(`504 ${response.url()}`);
  });
  for (const pathname of paths) {
    let loads = 0;
    const countLoad = () => (loads += 1);
    page.on("load", countLoad);
    await page.goto(`${SITE}${pathname}`, { waitUntil: "networkidle" });
    page.off("load", countLoad);
    if (loads !== 1) problems.push(`${pathname} laadde ${loads} keer`);
  }
  return problems;
}

const copy = cloneLikeCopy();
const shells: Shell[] = [];
afterAll(async () => {
  await Promise.all(shells.map(stopShell));
  rmSync(copy, { recursive: true, force: true });
});

describe("the README's commands, typed as written in a fresh copy of the repository", () => {
  const [install, development] = commandsUnder("## Run it");

  it(
    "install, build and serve the demo with `npm ci && npm start`",
    async () => {
      expect(install).toBe("npm ci && npm start");
      expect(await portIsFree(), "poort 3000 is al in gebruik").toBe(true);
      const shell = typeInShell(install!, copy);
      shells.push(shell);
      await waitForSite(shell);
      expect(shell.output()).not.toContain(".env not found");
    },
    STARTUP_MS + 60_000,
  );

  it("answer the API example with the demo's courses", () => {
    const [curl] = commandsUnder("Try the API:");
    expect(curl).toMatch(/^curl /);
    const answer = JSON.parse(execFileSync("bash", ["-c", curl!], { env: SHELL_ENV }).toString()) as {
      data: { allCourses: { nodes: { title: string; availablePlaces: number | null }[] } };
    };
    expect(answer.data.allCourses.nodes.length).toBeGreaterThan(0);
    expect(answer.data.allCourses.nodes[0]!.title).toEqual(expect.any(String));
  });

  it("keep the beheerder's sign-in mail in the dev mailbox after the first start", async () => {
    const mailbox = await (await fetch(`${SITE}/dev/mail`)).text();
    expect(mailbox).toContain("beheer@forensischforum.example.org");
    await stopShell(shells.pop()!);
  });

  it(
    "serve the pages in development with `npm run dev`, without an outdated-dependency reload",
    async () => {
      expect(development).toBe("npm run dev");
      const shell = typeInShell(development!, copy);
      shells.push(shell);
      await waitForSite(shell);
      const context = await (await claimWorkerBrowser()).newContext();
      const page = await context.newPage();
      // Vite compiles each page's modules on its first visit.
      page.setDefaultTimeout(120_000);
      // The beheerder signs in with the mail the first start left, as the README says, to reach the editor.
      await page.goto(`${SITE}/dev/mail`);
      await page.getByRole("link", { name: /inlog/i }).first().click();
      const link = /http:\/\/localhost:3000\/beheer\/inloggen\/link\?\S+/.exec(
        await page.locator("pre").innerText(),
      )?.[0];
      expect(link, "inloglink in de tekstversie").toBeDefined();
      await page.goto(link!);
      await page.getByRole("button", { name: "Inloggen" }).click();
      await page.waitForURL(`${SITE}/beheer`);
      const problems = await visitInDevelopment(page, [
        "/",
        "/evenementen",
        "/vakschool",
        "/workshops/aanmelden",
        "/beheer/evenementen/nieuw",
        "/beheer/check-in",
      ]);
      expect(problems).toEqual([]);
      await context.close();
    },
    STARTUP_MS,
  );

  it("show GraphiQL in development with no internet", async () => {
    const context = await (await claimWorkerBrowser()).newContext();
    // Only this machine answers: a script or style from a CDN would fail here.
    await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${SITE}/graphql`);
    await expect.poll(() => page.locator(".graphiql-container").first().isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => page.getByRole("button", { name: /execute query/i }).count(), { timeout: 30_000 }).toBe(1);
    await context.close();
  });
});
