import { describe, expect, it } from "vitest";
import { noticesOf } from "./load-site-notices.ts";

const NOTICE = {
  id: "5b0e2c1a-7f4d-4c3b-9a8e-1d2f3a4b5c6d",
  text: "Het programmaboekje staat klaar.",
  dismissible: true,
  link: { href: "/programmaboekje.pdf", text: "Download het programmaboekje (pdf)", isPdf: true },
};

describe("the notices the strip takes from /meldingen.json", () => {
  it("are the answer's notices, in their order", () => {
    const second = { ...NOTICE, id: "6c1f3d2b-8a5e-4d4c-8b9f-2e3a4b5c6d7e", link: null };
    expect(noticesOf({ notices: [NOTICE, second] })).toEqual([NOTICE, second]);
  });

  it("are none for an answer that is not ours", () => {
    for (const body of [null, "<html>", [], { notices: "x" }, {}]) expect(noticesOf(body)).toEqual([]);
  });

  it("leave out a notice without text or id, or with a link elsewhere than https or this site", () => {
    const links = ["javascript:alert(1)", "//evil.example", "http://plain.example"];
    const bad = [
      { ...NOTICE, id: "" },
      { ...NOTICE, text: 3 },
      { ...NOTICE, dismissible: "ja" },
      ...links.map((href) => ({ ...NOTICE, link: { ...NOTICE.link, href } })),
    ];
    expect(noticesOf({ notices: [...bad, NOTICE] })).toEqual([NOTICE]);
  });
});
