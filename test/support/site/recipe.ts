import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { Agent, request } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { root } from "./processes.ts";

/**
 * The deployment recipe of deploy/ as scripts/deploy/local-recipe.sh runs it on this machine (decision 0021): nginx
 * with TLS before two web processes and a worker started from the systemd units, on a fresh PostgreSQL database.
 * A test sees the https URL, as a visitor would, and the recipe's own settings (recipe.env).
 */
const run = promisify(execFile);
const SCRIPT = path.join(root, "scripts/deploy/local-recipe.sh");

export type Recipe = {
  dir: string;
  url: string;
  httpUrl: string;
  databaseUrl: string;
  webPorts: number[];
  /** The settings deploy.sh and local-ctl.sh read (FF_ROOT, FF_CTL, ...), for running them against this recipe. */
  env: Record<string, string>;
  /** The self-signed certificate the proxy shows, for a client that checks it. */
  certificate: Buffer;
  accessLog: () => string;
  stop: () => Promise<void>;
};

export async function startRecipe(env: Record<string, string>): Promise<Recipe> {
  const dir = mkdtempSync(path.join(tmpdir(), "ff-recipe-"));
  const extra = Object.entries(env)
    .filter(([name]) => name !== "SMTP_URL")
    .map(([name, value]) => `${name}=${value}`)
    .join("\n");
  const processEnv = { ...process.env, SMTP_URL: env.SMTP_URL ?? "", FF_EXTRA_ENV: extra };
  const stop = async () => {
    await run(SCRIPT, ["down", dir], { env: process.env });
  };
  try {
    await run(SCRIPT, ["up", dir], { env: processEnv, maxBuffer: 10_000_000 });
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  const settings = readRecipeEnv(path.join(dir, "recipe.env"));
  return {
    dir,
    url: settings.FF_URL!,
    httpUrl: settings.FF_HTTP_URL!,
    databaseUrl: settings.FF_DATABASE_URL!,
    webPorts: settings.FF_WEB_PORTS!.split(" ").map(Number),
    env: settings,
    certificate: readFileSync(path.join(dir, "tls/fullchain.pem")),
    accessLog: () => readFileSync(path.join(settings.FF_NGINX_PREFIX!, "access.log"), "utf8"),
    stop,
  };
}

/** recipe.env: KEY=value lines, a value perhaps in double quotes. */
function readRecipeEnv(file: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line);
    if (match) settings[match[1]!] = match[2]!.replace(/^"(.*)"$/, "$1");
  }
  return settings;
}

/** The output of a recipe script (deploy.sh, local-ctl.sh) run with the recipe's settings. */
async function runWithRecipe(recipe: Recipe, script: string, args: string[]): Promise<string> {
  const { stdout, stderr } = await run(path.join(root, script), args, {
    env: { ...process.env, ...recipe.env },
    maxBuffer: 10_000_000,
  });
  return `${stdout}${stderr}`;
}

/**
 * Runs the shell block marked `<!-- recipe: NAME -->` in a runbook page as written there, with the recipe's names
 * in place of the host's (scripts/deploy/runbook.sh), and gives its output.
 */
export function runRunbookBlock(recipe: Recipe, page: string, name: string): Promise<string> {
  return runWithRecipe(recipe, "scripts/deploy/runbook.sh", ["run", path.join(root, "docs/runbook", page), name]);
}

/** What local-ctl.sh kept of a unit's output (journald's part, where systemd does not run). */
export function unitLog(recipe: Recipe, unit: string): string {
  return readFileSync(path.join(recipe.env.FF_LOCAL_STATE!, unit.replace(/\.service$/, ".log")), "utf8");
}

export type HttpsAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * A client of the recipe's https URL that trusts its certificate and keeps its connections open, as a browser
 * does: a connection nginx or a restarting web process dropped would show here as an error.
 */
export function httpsClient(recipe: Recipe) {
  const agent = new Agent({ keepAlive: true, ca: recipe.certificate, maxSockets: 16 });
  const send = (method: string, pathname: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<HttpsAnswer>((resolve, reject) => {
      const outgoing = request(new URL(pathname, recipe.url), { method, agent, headers }, (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
        response.on("error", reject);
      });
      outgoing.on("error", reject);
      outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`${method} ${pathname}: geen antwoord in 30 s`)));
      outgoing.end(body);
    });
  return { send, close: () => agent.destroy() };
}
