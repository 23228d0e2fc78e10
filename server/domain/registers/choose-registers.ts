/**
 * Which registers an accreditation may name (decision 0036): codes of registers that exist and are active; a
 * register made inactive since stays allowed on an accreditation that already names it, so saving that
 * accreditation again does not drop it. Anything else is refused in Dutch, naming the code.
 */
import type { DbOrTx } from "../../db/client.ts";
import { DomainError } from "../errors.ts";
import { registersByCodes, type AccreditedRegister } from "./register-queries.ts";

export async function chooseRegisters(
  db: DbOrTx,
  codes: readonly string[],
  alreadyNamed: readonly AccreditedRegister[],
): Promise<AccreditedRegister[]> {
  const found = await registersByCodes(db, codes);
  for (const code of codes) {
    const register = found.find((row) => row.code === code);
    if (!register) throw refusal(`Het register ‘${code}’ bestaat niet. Laad de pagina opnieuw en kies opnieuw.`);
    if (!register.active && !alreadyNamed.some((named) => named.id === register.id)) {
      throw refusal(`Het register ‘${register.name}’ is niet actief en kan niet meer worden gekozen.`);
    }
  }
  return found.map(({ id, code, name }) => ({ id, code, name }));
}

function refusal(message: string): DomainError {
  return new DomainError("BAD_USER_INPUT", message, {
    field: "registerCodes",
    fieldErrors: { registerCodes: message },
  });
}
