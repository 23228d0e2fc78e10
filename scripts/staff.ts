/**
 * npm run staff -- <command>: staff accounts from the command line, for the first beheerder (no one can sign in to
 * make one yet) and for a locked-out organisation. Uses the configured database (DATABASE_URL, or PGlite in
 * DATA_DIR; stop `npm start` first when it uses PGlite, which one process at a time may open).
 *
 *   npm run staff -- add naam@example.org --name "Naam" --role beheerder [--role redacteur]
 *   npm run staff -- list
 *   npm run staff -- link naam@example.org     mails a sign-in link (via the outbox, sent by the running server)
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { staffMembers } from "../server/db/schema/index.ts";
import { DomainError } from "../server/domain/errors.ts";
import { inTransaction, type ServiceDeps } from "../server/domain/deps.ts";
import { createPaymentProvider } from "../server/domain/payments/create-provider.ts";
import { sendSignInLink } from "../server/domain/staff/sign-in.ts";
import { addStaffMemberFromCommandLine, findStaffMemberByEmail } from "../server/domain/staff/staff-accounts.ts";
import { STAFF_ROLES, type StaffRole } from "../common/staff-roles.ts";
import { clockFrom, settingsFrom } from "../server/settings.ts";
import { asc } from "drizzle-orm";

const USAGE = `Gebruik:
  npm run staff -- add <e-mailadres> --name "<naam>" --role <rol> [--role <rol>]
  npm run staff -- list
  npm run staff -- link <e-mailadres>
Rollen: ${STAFF_ROLES.join(", ")}.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { name: { type: "string" }, role: { type: "string", multiple: true } },
});
const [command, email] = positionals;

const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite") });
const clock = clockFrom(config);
const { provider } = createPaymentProvider({
  payments: config.payments,
  publicUrl: config.publicUrl,
  db: database.db,
  clock,
});
const deps: ServiceDeps = {
  db: database.db,
  clock,
  payments: provider,
  settings: settingsFrom(config),
  actor: { kind: "system", name: "opdrachtregel" },
  mailEnqueued: () => undefined,
};

try {
  await database.migrate();
  process.exitCode = await run();
} catch (error) {
  if (!(error instanceof DomainError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}

async function run(): Promise<number> {
  if (command === "add" && email) {
    const roles = (values.role ?? []) as StaffRole[];
    const staff = await addStaffMemberFromCommandLine(deps, { email, name: values.name ?? "", roles });
    console.log(`Medewerker toegevoegd: ${staff.name} <${staff.email}> (${staff.roles.join(", ")}).`);
    console.log(`Inloggen: ${config.publicUrl}/beheer/inloggen (of: npm run staff -- link ${staff.email}).`);
    return 0;
  }
  if (command === "list") {
    const rows = await database.db.select().from(staffMembers).orderBy(asc(staffMembers.name));
    for (const row of rows) {
      console.log(`${row.active ? " " : "x"} ${row.email}  ${row.name}  (${row.roles.join(", ")})`);
    }
    if (rows.length === 0) console.log("Nog geen medewerkers.");
    return 0;
  }
  if (command === "link" && email) {
    const staff = await findStaffMemberByEmail(database.db, email);
    if (!staff || !staff.active) {
      console.error("Geen actieve medewerker met dit e-mailadres.");
      return 1;
    }
    await inTransaction(deps, (unit) => sendSignInLink(unit, staff));
    console.log(`Inloglink geschreven voor ${staff.email}; de server verstuurt hem (of zie /dev/mail).`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}
