/** 'forensisch-forum-jaarcongres-2027' from 'Forensisch Forum: Jaarcongres 2027': safe in any file name. */
export function fileSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
