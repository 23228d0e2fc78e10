import type { RequestHandler } from "express";
import { answerUnreadBody } from "./body-limit.ts";
import { plainPage } from "./plain-page.ts";
import { SAFE_METHODS } from "./same-origin-forms.ts";
/** What a browser's form (and React Router's fetchers, which post FormData) sends. */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The pages' actions read a form. Any other body (JSON, plain text, none at all) cannot come from one of our forms
 * and would make `request.formData()` throw deep in an action: it is answered here, with 415 and a Dutch page,
 * before the body is read.
 */
export function formPostsOnly({ siteName }: { siteName: string }): RequestHandler {
  const page = plainPage({
    siteName,
    heading: "Dit is geen formulier van onze website",
    text: "Wat je verstuurde kunnen we niet lezen: onze pagina's nemen alleen ingevulde formulieren aan. Open de pagina op onze website en probeer het daar opnieuw.",
    link: { href: "/", label: "Naar de startpagina" },
  });
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (FORM_TYPES.includes(type)) return next();
    answerUnreadBody(req, res, () => void res.status(415).type("html").send(page));
  };
}
