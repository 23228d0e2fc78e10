import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

// Which directory `deploy.sh --activate` takes for the release, checked before it migrates or restarts anything.
// The whole activation (migration, rolling restart, rollback) runs in e2e/deploy-recipe.test.ts.
const run = promisify(execFile);
const DEPLOY = path.join(import.meta.dirname, "deploy.sh");
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "ff-deploy-"));
  mkdirSync(path.join(root, "releases", "20260101-120000"), { recursive: true });
  symlinkSync(path.join(root, "releases", "20260101-120000"), path.join(root, "current"));
  writeFileSync(path.join(root, "env"), "DATABASE_URL=postgres://nowhere/none\n");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function deploy(args: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  try {
    await run(DEPLOY, args, {
      env: {
        ...process.env,
        FF_ROOT: root,
        FF_ENV_FILE: path.join(root, "env"),
        FF_CTL: "false",
        FF_RUN_AS: "",
        ...env,
      },
    });
    return { code: 0, output: "" };
  } catch (error) {
    const failure = error as { code: number; stderr: string };
    return { code: failure.code, output: failure.stderr };
  }
}

describe("deploy.sh --activate", () => {
  it("takes `current` for the release it points at, and leaves the link as it was", async () => {
    const { code, output } = await deploy(["--activate", path.join(root, "current")]);
    expect(code).toBe(1);
    // The release itself was checked (it is not built here), not `current` as a release of its own.
    expect(output).toContain(`${path.join(root, "releases", "20260101-120000")} is niet gebouwd`);
    expect(readlinkSync(path.join(root, "current"))).toBe(path.join(root, "releases", "20260101-120000"));
  });

  it("refuses a directory outside releases/", async () => {
    const elsewhere = path.join(root, "elsewhere");
    mkdirSync(elsewhere);
    const { code, output } = await deploy(["--activate", elsewhere]);
    expect(code).toBe(1);
    expect(output).toContain(`${elsewhere} is geen release-map in ${root}/releases`);
    expect(readlinkSync(path.join(root, "current"))).toBe(path.join(root, "releases", "20260101-120000"));
  });
});

describe("deploy.sh with a release archive", () => {
  it("runs npm with its cache in FF_CACHE_DIR, not in the service account's home (DATA_DIR)", async () => {
    const source = path.join(root, "source");
    mkdirSync(source);
    writeFileSync(path.join(source, "package.json"), "{}\n");
    const archive = path.join(root, "release.tar.gz");
    await run("tar", ["-czf", archive, "-C", source, "."]);
    // An npm that notes its cache and arguments, installs nothing and fails the build, so the deploy stops there.
    const bin = path.join(root, "bin");
    mkdirSync(bin);
    const calls = path.join(root, "npm-calls");
    writeFileSync(path.join(bin, "npm"), `#!/bin/sh\necho "$npm_config_cache $*" >> ${calls}\n[ "$1" = ci ]\n`, {
      mode: 0o755,
    });
    const cache = path.join(root, "cache");

    const { code } = await deploy([archive], { FF_CACHE_DIR: cache, PATH: `${bin}:${process.env.PATH}` });
    expect(code).not.toBe(0);
    expect(readFileSync(calls, "utf8")).toBe(`${cache}/npm ci --no-audit --no-fund\n${cache}/npm run build\n`);
  });
});
