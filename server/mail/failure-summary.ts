/**
 * A mail server's refusal in Dutch, for staff: SMTP servers and Node's network errors answer in English
 * ("550 5.1.1 User unknown", "connect ECONNREFUSED"), which a staff member should not have to read. The raw text
 * stays available beside it, for whoever digs deeper.
 */
export function mailFailureSummary(error: string): string {
  if (/\b(ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|ECONNRESET|timeout)\b/i.test(error)) {
    return "laatste poging: de mailserver was niet bereikbaar";
  }
  const code = /\b([45])\d\d\b/.exec(error)?.[1];
  if (code === "5")
    return "laatste poging: de ontvangende mailserver weigerde de e-mail (adres bestaat niet of is geblokkeerd)";
  if (code === "4") return "laatste poging: de mailserver weigerde tijdelijk";
  return "laatste poging mislukt";
}
