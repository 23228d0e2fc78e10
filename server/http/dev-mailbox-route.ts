/**
 * GET /dev/mail: a mailbox for development and demos, read from the outbox table, so a person can see every
 * mail the site wrote (with its PDFs) without an SMTP server. It shows other people's mails, so create-app.ts
 * mounts it only where the configuration allows (DEV_MAILBOX, server/safe-defaults.ts), and even then it answers
 * only the person on this machine.
 */
import { Router, type Response } from "express";
import type { DbOrTx } from "../db/client.ts";
import { isUuid } from "../../common/ids.ts";
import { renderAttachment, type DocumentSite } from "../documents/attachments.ts";
import { readDeliveredBodies } from "../mail/eml-file-transport.ts";
import { findMail, listRecentMails } from "../mail/outbox-browse.ts";
import { mailDetailPage, mailListPage, notFoundPage } from "./dev-mailbox-pages.ts";
import { onlyFromThisMachine } from "./this-machine-only.ts";

export const DEV_MAILBOX_PATH = "/dev/mail";

/**
 * `mailDirectory`: where the .eml transport delivers (no SMTP). A delivered mail's secrets are gone from the outbox
 * (server/mail/outbox-delivery.ts); the page then shows the copy that was delivered to that directory, link and all,
 * and says so; without one (SMTP) it shows the redacted copy and says where the link went.
 */
export function devMailboxRouter({
  db,
  site,
  mailDirectory,
}: {
  db: DbOrTx;
  site: DocumentSite;
  mailDirectory?: string;
}): Router {
  const router = Router();
  router.use(onlyFromThisMachine(site.publicUrl));
  router.use((_req, res, next) => {
    res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
    next();
  });

  router.get("/", async (_req, res) => {
    res.type("html").send(mailListPage(DEV_MAILBOX_PATH, await listRecentMails(db)));
  });

  router.get("/:id", async (req, res) => {
    const mail = isUuid(req.params.id) ? await findMail(db, req.params.id) : null;
    if (!mail) return notFound(res);
    const delivered = mail.redactedAt && mailDirectory ? await readDeliveredBodies(mailDirectory, mail.id) : null;
    res
      .type("html")
      .send(mailDetailPage(DEV_MAILBOX_PATH, delivered ? { ...mail, ...delivered } : mail, delivered !== null));
  });

  router.get("/:id/attachments/:index", async (req, res) => {
    const mail = isUuid(req.params.id) ? await findMail(db, req.params.id) : null;
    const ref = mail?.attachments[Number(req.params.index)];
    if (!ref || !/^\d+$/.test(req.params.index)) return notFound(res);
    const attachment = await renderAttachment(db, ref, site);
    res
      .type(attachment.contentType)
      .set("Content-Disposition", `attachment; filename="${attachment.filename.replace(/[^\w.-]/g, "_")}"`)
      .send(attachment.content);
  });

  return router;
}

function notFound(res: Response): void {
  res.status(404).type("html").send(notFoundPage(DEV_MAILBOX_PATH));
}
