import type { MetaDescriptor } from "react-router";
import { pageTitle } from "./page-title.ts";
import type { FooterData } from "../components/SiteFooter.tsx";

/** The root loader's data, which every page's meta function reads from `matches[0]`. */
export type RootData = {
  siteName: string;
  publicUrl: string;
  /** The current year in Amsterdam by the server's clock, for the footer's copyright line. */
  year: string;
  /** Show that this is a test environment (AppServices.testEnvironmentNotice). */
  testEnvironmentNotice: boolean;
  /** The footer's published words; null on back-office pages (their own frame) or when they cannot be read. */
  footer: FooterData | null;
};

export type PageMetaInput = {
  root: RootData;
  /** Page name; the title becomes '<title> | <site name>'. Leave out for the home page. */
  title?: string;
  description: string;
  /** Path of this page, e.g. '/over-ons', for the canonical and og:url. */
  path: string;
  /** Absolute or site-relative image for link previews. */
  image?: string | null;
  type?: "website" | "article" | "event";
};

const DEFAULT_SHARE_IMAGE = "/assets/demo/home-1.webp";

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta({ root, title, description, path, image, type = "website" }: PageMetaInput): MetaDescriptor[] {
  const url = `${root.publicUrl}${path}`;
  const fullTitle = pageTitle(title, root.siteName);
  const imageUrl = absolute(root.publicUrl, image ?? DEFAULT_SHARE_IMAGE);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: root.siteName },
    { property: "og:locale", content: "nl_NL" },
    { property: "og:type", content: type === "event" ? "website" : type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}
