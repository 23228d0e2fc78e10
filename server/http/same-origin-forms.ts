import type { RequestHandler } from "express";
import { originAllowed, originOf } from "../graphql/request-info.ts";
import { answerUnreadBody } from "./body-limit.ts";
import { plainPage } from "./plain-page.ts";

/** Methods that never carry a form: the page guards let them through. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Form posts to the pages (React Router actions: a course enrolment, a ticket order, a workshop choice, a
 * cancellation) are taken only from the site's own pages: PUBLIC_URL, or the address the request was made to.
 * React Router refuses other origins too, but with a bare "Bad Request"; this answers first, with 403 and a Dutch
 * page, before the body is read.
 */
export function sameOriginForms({ publicUrl, siteName }: { publicUrl: string; siteName: string }): RequestHandler {
  const publicOrigin = originOf(publicUrl);
  const page = plainPage({
    siteName,
    heading: "Dit formulier komt niet van onze website",
    text: `Om je te beschermen nemen we alleen formulieren aan die op de website van ${siteName} zelf zijn ingevuld. Open de pagina op onze website en probeer het daar opnieuw.`,
    link: { href: "/", label: "Naar de startpagina" },
  });
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const ownOrigins = new Set([publicOrigin, `${req.protocol}://${req.host}`]);
    if (originAllowed(req.get("origin"), ownOrigins)) return next();
    answerUnreadBody(req, res, () => void res.status(403).type("html").send(page));
  };
}
