import { formatDate, type Moment } from "./dates.ts";

/** Which terms are in force, as the terms page and the order forms say it: 'Versie 2 van 11 maart 2027'. */
export function termsVersionName(version: number, publishedAt: Moment): string {
  return `versie ${version} van ${formatDate(publishedAt)}`;
}
