import type { MetaDescriptor } from "react-router";

/** The title of a back-office page ('Evenementen · Beheer · Forensisch Forum'); never indexed. */
export function staffMeta(title: string, root: unknown): MetaDescriptor[] {
  const siteName =
    typeof root === "object" && root !== null && "siteName" in root && typeof root.siteName === "string"
      ? root.siteName
      : "Forensisch Forum";
  return [{ title: `${title} · Beheer · ${siteName}` }, { name: "robots", content: "noindex, nofollow" }];
}
