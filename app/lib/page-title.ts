/** Page titles end with the product name: 'Vakschool | Forensisch Forum'. */
export function pageTitle(page: string | undefined, siteName: string): string {
  return page ? `${page} | ${siteName}` : siteName;
}
