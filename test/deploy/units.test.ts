import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { root } from "../support/site/processes.ts";

// The unit files of deploy/systemd/ as systemd itself reads them: `systemd-analyze verify` (Debian's systemd
// package; .ci/run installs it) needs no running systemd. It prints a warning for an unknown key or a value it
// cannot parse and still exits 0, so any output fails. local-ctl.sh, the stand-in the recipe test runs the units
// with, ignores what it does not know; this is where such a slip shows.
const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The units of one folder, copied to a throwaway folder (the template as instance @3001), and verify's output. */
function verify(folder: string, mode: "system" | "user", edit?: (dir: string) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), "ff-units-"));
  temporary.push(dir);
  const files = readdirSync(folder).filter((name) => /\.(service|timer|target)$/.test(name));
  for (const name of files) cpSync(path.join(folder, name), path.join(dir, name));
  edit?.(dir);
  const units = files.map((name) => path.join(dir, name.replace("@.service", "@3001.service")));
  // A user manager wants a runtime directory, which a machine without a login session lacks.
  mkdirSync(path.join(dir, "runtime"));
  const args = [...(mode === "user" ? ["--user"] : []), "verify", "--man=no", ...units];
  const result = spawnSync("systemd-analyze", args, {
    encoding: "utf8",
    env: { ...process.env, XDG_RUNTIME_DIR: path.join(dir, "runtime"), SYSTEMD_LOG_COLOR: "0" },
  });
  if (result.error) throw new Error(`systemd-analyze ontbreekt (apt-get install systemd): ${result.error.message}`);
  return { status: result.status, output: `${result.stdout}${result.stderr}`, units: files.length };
}

describe("the systemd units", () => {
  it.each([
    ["deploy/systemd", "system"],
    ["deploy/systemd/user", "user"],
  ] as const)("%s verify without a warning", (folder, mode) => {
    const result = verify(path.join(root, folder), mode);
    expect(result.units).toBeGreaterThanOrEqual(3);
    expect(result.output).toBe("");
    expect(result.status).toBe(0);
  });

  it("would show a key systemd does not know", () => {
    const result = verify(path.join(root, "deploy/systemd"), "system", (dir) => {
      const file = path.join(dir, "forensisch-forum-worker.service");
      writeFileSync(file, readFileSync(file, "utf8").replace("KillMode=mixed", "KillMode=mixed\nKilMode=mixed"));
    });
    expect(result.output).toContain("Unknown key 'KilMode'");
  });
});
