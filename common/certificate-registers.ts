/**
 * What a certificate says per register (decision 0036), in the PDF and in its mail alike: the register's name and,
 * when the holder gave one, their registration number ('Registratienummer BIG: 12345678901'). The numbers are
 * matched by the register's name as the certificate copied both at the same moment.
 */
export type CertificateNumber = { registerCode: string; registerName: string; number: string };

export type CertificateRegisterLine = { registerName: string; numberText: string | null };

export function certificateRegisterLines(
  registers: readonly string[],
  numbers: readonly CertificateNumber[],
): CertificateRegisterLine[] {
  return registers.map((registerName) => {
    const found = numbers.find((entry) => entry.registerName === registerName);
    return { registerName, numberText: found ? registrationNumberText(found) : null };
  });
}

/** 'Registratienummer BIG: 12345678901'. */
function registrationNumberText(entry: CertificateNumber): string {
  return `${registrationNumberLabel(entry)}: ${entry.number}`;
}

/** 'Registratienummer BIG': the register's code, as the registers' own lists (PE-online) name the number. */
export function registrationNumberLabel(entry: CertificateNumber): string {
  return `Registratienummer ${entry.registerCode}`;
}
