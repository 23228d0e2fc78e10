/**
 * How the back office's lists, files and the door show a person (decision 0024). Erasure and retention overwrite a
 * name with 'Verwijderd' and an address with `verwijderd+<id>@anoniem.invalid`; staff see such a person as
 * 'Verwijderde deelnemer', without the placeholder address and without the buyer of their ticket (the buyer's name,
 * kept on the order for the fiscal period, may be the erased person's own). Decided here, once, for every list: the
 * participant lists, the door's list and answer, a course's enrolments and waitlist, a workshop's registrations.
 */
import { isAnonymousAddress } from "../../../common/anonymous-address.ts";

export const ERASED_PARTICIPANT = "Verwijderde deelnemer";

/** What the lists read from the database: a name and an address, perhaps already anonymised. */
export type StoredPerson = { firstName: string; lastName: string; email: string };

/** What the lists show: null name parts and address for an erased person, whose `name` says so. */
export type ListedPerson = {
  /** First and last name, or 'Verwijderde deelnemer'. */
  name: string;
  erased: boolean;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

/** A row as staff see it: its person listed, the other fields as they are. */
export type Listed<Row extends StoredPerson> = Omit<Row, keyof StoredPerson> & ListedPerson;

export const isErased = (person: Pick<StoredPerson, "email">): boolean => isAnonymousAddress(person.email);

/** The row with its person as staff may see them; the other fields stay as they are. */
export function listedPerson<Row extends StoredPerson>(row: Row): Listed<Row> {
  if (!isErased(row)) return { ...row, name: `${row.firstName} ${row.lastName}`, erased: false };
  return { ...row, name: ERASED_PARTICIPANT, erased: true, firstName: null, lastName: null, email: null };
}

type ListedName = Pick<ListedPerson, "erased" | "firstName" | "lastName">;

/** Only the person of a wider row, listed, for a list that shows none of the row's other columns. */
export function listedPersonOf({ firstName, lastName, email }: StoredPerson): ListedPerson {
  return listedPerson({ firstName, lastName, email });
}

/** By last name, then first name; erased people last, as they have no name to sort by. */
export function byListedName(a: ListedName, b: ListedName): number {
  if (a.erased !== b.erased) return a.erased ? 1 : -1;
  return (
    (a.lastName ?? "").localeCompare(b.lastName ?? "", "nl") ||
    (a.firstName ?? "").localeCompare(b.firstName ?? "", "nl")
  );
}
