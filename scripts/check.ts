/**
 * npm run check: the quick checks first (lockfile, import cycles, generated GraphQL types, dead exports), then the type check
 * beside lint and format, since each of those keeps one core busy for half a minute and the machine has two. Each
 * command's output is printed whole once it ends, so two never interleave; the exit code is the first failure's.
 */
import { spawn } from "node:child_process";

const FIRST = [
  ["node", "scripts/check-lockfile.ts"],
  ["node", "scripts/check-import-cycles.ts"],
  ["npm", "run", "codegen", "--", "--check"],
  // An export nothing imports is dead code, or a rule that lives in two places (knip.json: what it reads).
  ["npm", "run", "knip"],
];
/** Two lanes, one per core: the type check alone, lint and format one after the other. */
const LANES = [
  [["npm", "run", "typecheck"]],
  [
    ["npm", "run", "lint"],
    ["npm", "run", "format:check"],
  ],
];

function run(command: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => (output += `${command.join(" ")}: ${error.message}\n`));
    child.on("close", (code) => {
      process.stdout.write(`> ${command.join(" ")}\n${output}`);
      resolve(code ?? 1);
    });
  });
}

async function inTurn(commands: string[][]): Promise<number> {
  for (const command of commands) {
    const code = await run(command);
    if (code !== 0) return code;
  }
  return 0;
}

const first = await inTurn(FIRST);
const codes = first === 0 ? await Promise.all(LANES.map(inTurn)) : [first];
process.exit(codes.find((code) => code !== 0) ?? 0);
