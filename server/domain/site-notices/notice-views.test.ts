import { describe, expect, it } from "vitest";
import { SITE_NOTICE_STATUSES } from "../../../common/vocabulary/site-notices.ts";
import { noticeStatus, noticeStatusLabel, publicView, type StaffSiteNoticeView } from "./notice-views.ts";

const at = (iso: string) => new Date(iso);
const NOTICE: StaffSiteNoticeView = {
  id: "5b0e2c1a-7f4d-4c3b-9a8e-1d2f3a4b5c6d",
  text: "Het programmaboekje staat klaar.",
  linkUrl: "/programmaboekje.pdf",
  linkText: "Download het programmaboekje (pdf)",
  pdf: null,
  shownFrom: at("2027-03-01T08:00:00Z"),
  shownUntil: at("2027-03-12T17:00:00Z"),
  dismissible: true,
  sortOrder: 10,
  createdAt: at("2027-02-01T08:00:00Z"),
};

describe("where a notice stands", () => {
  it("is scheduled before its 'from', visible from it, expired from its 'until' on", () => {
    expect(noticeStatus(NOTICE, at("2027-03-01T07:59:59Z"))).toBe("SCHEDULED");
    expect(noticeStatus(NOTICE, at("2027-03-01T08:00:00Z"))).toBe("VISIBLE");
    expect(noticeStatus(NOTICE, at("2027-03-12T16:59:59Z"))).toBe("VISIBLE");
    expect(noticeStatus(NOTICE, at("2027-03-12T17:00:00Z"))).toBe("EXPIRED");
  });

  it("is visible for ever without either moment", () => {
    const open = { shownFrom: null, shownUntil: null };
    expect(noticeStatus(open, at("2000-01-01T00:00:00Z"))).toBe("VISIBLE");
    expect(noticeStatus(open, at("2099-12-31T00:00:00Z"))).toBe("VISIBLE");
  });

  it("has a Dutch name for every status", () => {
    expect(SITE_NOTICE_STATUSES.map(noticeStatusLabel)).toEqual(["Gepland", "Zichtbaar", "Verlopen"]);
  });
});

describe("a notice on the public site", () => {
  it("says a link to a path ending in .pdf or to an uploaded PDF is a PDF", () => {
    expect(publicView(NOTICE).link).toEqual({ href: "/programmaboekje.pdf", text: NOTICE.linkText, isPdf: true });
    const page = publicView({ ...NOTICE, linkUrl: "https://example.org/programma?x=.pdf" });
    expect(page.link?.isPdf).toBe(false);
    const id = "6c1f3d2b-8a5e-4d4c-8b9f-2e3a4b5c6d7e";
    const pdf = { id, url: `/media/${id}/document.pdf`, originalFilename: "flyer" };
    const uploaded = publicView({ ...NOTICE, linkUrl: null, pdf });
    expect(uploaded.link).toEqual({ href: pdf.url, text: NOTICE.linkText, isPdf: true });
  });

  it("has no link without one", () => {
    expect(publicView({ ...NOTICE, linkUrl: null, linkText: null }).link).toBeNull();
  });
});
