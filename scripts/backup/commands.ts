/** Runs the system tools a backup needs (pg_dump, pg_restore, tar) and fails with their own message. */
import { spawn } from "node:child_process";

export async function run(command: string, args: string[], options: { cwd?: string } = {}): Promise<string> {
  const child = spawn(command, args, { cwd: options.cwd, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", (error) => reject(new Error(`${command} kon niet starten: ${error.message}`)));
    child.on("close", resolve);
  });
  if (code !== 0) throw new Error(`${command} faalde (code ${code}): ${stderr.trim() || stdout.trim()}`);
  return stdout;
}

/** 15 for 'pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)'. */
export async function toolMajorVersion(tool: string): Promise<{ major: number; text: string }> {
  const text = (await run(tool, ["--version"])).trim();
  const match = /\(PostgreSQL\) (\d+)/.exec(text);
  if (!match) throw new Error(`Onbekende versie van ${tool}: ${text}`);
  return { major: Number(match[1]), text };
}
