/**
 * A real SMTP server for scripts/deploy/local-recipe.sh when no SMTP_URL is given: takes every message on
 * 127.0.0.1:PORT and writes it as an .eml file into DIR, so the recipe's worker sends its mail over SMTP as on a
 * host. `node scripts/deploy/smtp-sink.ts PORT DIR`; stops on SIGTERM.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const [port, dir] = process.argv.slice(2);
if (!port || !dir) throw new Error("gebruik: node scripts/deploy/smtp-sink.ts PORT DIR");
mkdirSync(dir, { recursive: true });
let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      count++;
      writeFileSync(path.join(dir, `${String(count).padStart(5, "0")}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
server.listen(Number(port), "127.0.0.1", () => console.log(`SMTP-sink op 127.0.0.1:${port}, berichten in ${dir}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
