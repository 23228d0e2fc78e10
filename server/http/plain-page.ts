import { escapeHtml } from "../mail/templates/layout.ts";

export type PlainPage = {
  siteName: string;
  heading: string;
  text: string;
  link: { href: string; label: string };
};

/**
 * A small Dutch page the server answers itself, outside the web app (no booklet, a refused form post): the site's
 * colours and nothing else, so it needs no scripts or stylesheet of the build.
 */
export function plainPage({ siteName, heading, text, link }: PlainPage): string {
  return `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)} | ${escapeHtml(siteName)}</title>
<style>body{font-family:system-ui,sans-serif;color:#1d2929;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5}h1{color:#175656}a{color:#175656}</style></head>
<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p></main></body>
</html>
`;
}
