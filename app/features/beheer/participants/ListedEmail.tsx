/** A person's address in a staff list; the server leaves it out for an erased person, and this says so. */
export function ListedEmail({ email }: { email: string | null }) {
  return email ?? <span className="text-slate-700">verwijderd</span>;
}
