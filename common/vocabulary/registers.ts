/**
 * The closed vocabularies of an accreditation register (decision 0036): how its registration numbers are written
 * and where an organiser reports who attended. The database schema takes the lists from here, the validation
 * (common/validation/registration-numbers.ts) and the back office the Dutch names, so a new value without a name
 * or without a rule does not compile.
 */

/**
 * How a register's numbers are written.
 * - `BIG_11`: the BIG number, exactly 11 digits (leading zeros count). The BIG register publishes no check digit.
 * - `DIGITS`: only digits, between the register's minimum and maximum length.
 * - `DIGITS_PADDED`: digits, with leading zeros up to the maximum length (NIP: 123456 is NIP-00123456); people
 *   often know their number without the zeros.
 * - `ALPHANUMERIC`: letters and digits, between the minimum and maximum length (for a register whose numbers we
 *   could not confirm, so nothing real is refused).
 */
export const REGISTER_NUMBER_FORMATS = ["BIG_11", "DIGITS", "DIGITS_PADDED", "ALPHANUMERIC"] as const;
export type RegisterNumberFormat = (typeof REGISTER_NUMBER_FORMATS)[number];

export const REGISTER_NUMBER_FORMAT_LABELS: Readonly<Record<RegisterNumberFormat, string>> = {
  BIG_11: "BIG-nummer (11 cijfers)",
  DIGITS: "Alleen cijfers",
  DIGITS_PADDED: "Cijfers, aangevuld met voorloopnullen",
  ALPHANUMERIC: "Letters en cijfers",
};

/**
 * Where attendance is reported: the organiser enters the numbers in PE-online (most registers of this field), in
 * GAIA (KNMG: doctors and psychiatrists) or hands the register a list (its own portal, a spreadsheet).
 */
export const REGISTER_REPORTING_CHANNELS = ["PE_ONLINE", "GAIA", "LIST"] as const;
export type RegisterReportingChannel = (typeof REGISTER_REPORTING_CHANNELS)[number];

export const REGISTER_REPORTING_CHANNEL_LABELS: Readonly<Record<RegisterReportingChannel, string>> = {
  PE_ONLINE: "PE-online",
  GAIA: "GAIA (KNMG)",
  LIST: "Eigen portaal of lijst van het register",
};
