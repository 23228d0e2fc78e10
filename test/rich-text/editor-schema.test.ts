import { DOMSerializer, type Node as ProseMirrorNode } from "@tiptap/pm/model";
import { getSchema, type JSONContent } from "@tiptap/react";
import { describe, expect, it } from "vitest";
import { richTextExtensions } from "../../app/features/beheer/rich-text/extensions.ts";
import { isAllowedLinkUrl, linkFromInput } from "../../app/features/beheer/rich-text/link-url.ts";
import { sanitizeRichText } from "../../server/domain/rich-text.ts";
import { renderHtml } from "./fake-document.ts";

// What the editor can make must be exactly what the server's allow-list keeps, or staff would see one
// thing and the public page show another. The editor's own serialiser (ProseMirror's DOMSerializer, which TipTap's
// getHTML uses) renders a document with every node and mark of the schema; the sanitiser must leave it as it is.
const schema = getSchema(richTextExtensions());

const text = (value: string, marks: JSONContent["marks"] = []): JSONContent => ({ type: "text", text: value, marks });
const paragraph = (...content: JSONContent[]): JSONContent => ({ type: "paragraph", content });
const item = (...content: JSONContent[]): JSONContent => ({ type: "listItem", content });
const link = (href: string) => ({ type: "link", attrs: { href } });

const EVERYTHING: JSONContent = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [text("Programma")] },
    { type: "heading", attrs: { level: 3 }, content: [text("Ochtend")] },
    { type: "heading", attrs: { level: 4 }, content: [text("Pauze")] },
    paragraph(
      text("Vet", [{ type: "bold" }]),
      text(" cursief", [{ type: "italic" }]),
      text(" onderstreept", [{ type: "underline" }]),
      { type: "hardBreak" },
      text("alles", [
        { type: "bold" },
        { type: "italic" },
        { type: "underline" },
        link("https://example.org/a?b=1&c=2"),
      ]),
      text(" mail", [link("mailto:info@example.org")]),
      text(" oud", [link("http://example.org")]),
    ),
    {
      type: "bulletList",
      content: [
        item(paragraph(text("een"))),
        item(paragraph(text("twee")), { type: "orderedList", content: [item(paragraph(text("genest")))] }),
      ],
    },
    // A start number is not kept (the sanitiser drops ol[start]): the list renders as a plain <ol>.
    { type: "orderedList", attrs: { start: 3 }, content: [item(paragraph(text("drie")))] },
    { type: "blockquote", content: [paragraph(text("Citaat <met> & tekens"))] },
    paragraph(),
  ],
};

function typesIn(node: ProseMirrorNode) {
  const nodes = new Set<string>();
  const marks = new Set<string>();
  node.descendants((child) => {
    nodes.add(child.type.name);
    for (const mark of child.marks) marks.add(mark.type.name);
  });
  return { nodes, marks };
}

describe("the rich-text editor's schema", () => {
  const doc = schema.nodeFromJSON(EVERYTHING);
  const html = renderHtml(DOMSerializer.fromSchema(schema), doc.content);

  it("has only what the allow-list keeps, and the test document uses every node and mark of it", () => {
    expect(Object.keys(schema.nodes).sort()).toEqual(
      [
        "blockquote",
        "bulletList",
        "doc",
        "hardBreak",
        "heading",
        "listItem",
        "orderedList",
        "paragraph",
        "text",
      ].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(["bold", "italic", "link", "underline"]);
    const used = typesIn(doc);
    expect([...used.nodes, "doc"].sort()).toEqual(Object.keys(schema.nodes).sort());
    expect([...used.marks].sort()).toEqual(Object.keys(schema.marks).sort());
  });

  it("makes HTML the sanitiser leaves unchanged", () => {
    expect(html).toContain("<h4>");
    expect(html).toContain(`<a target="_blank" rel="noopener noreferrer" href="mailto:info@example.org">`);
    // The sanitiser writes a line break as <br />, a browser's innerHTML (and so the editor) as <br>: the same.
    expect(sanitizeRichText(html).replaceAll("<br />", "<br>")).toBe(html);
  });

  it("keeps no attribute the sanitiser would drop (a pasted link's class, a list's start number)", () => {
    const attributes = (types: Record<string, { spec: { attrs?: Record<string, unknown> | null } }>) =>
      Object.fromEntries(
        Object.entries(types)
          .map(([name, type]) => [name, Object.keys(type.spec.attrs ?? {}).sort()] as const)
          .filter(([, names]) => names.length > 0),
      );
    expect(attributes(schema.nodes)).toEqual({ heading: ["level"] });
    expect(attributes(schema.marks)).toEqual({ link: ["href", "title"] });
  });

  it("reads only the headings the page may have (h2 to h4) from pasted HTML", () => {
    const tags = schema.nodes["heading"]?.spec.parseDOM?.map((rule) => ("tag" in rule ? rule.tag : null));
    expect(tags).toEqual(["h2", "h3", "h4"]);
  });
});

describe("link addresses", () => {
  it("accepts the schemes the sanitiser keeps, and completes a bare address", () => {
    expect(linkFromInput("https://example.org/pad")).toEqual({ ok: true, href: "https://example.org/pad" });
    expect(linkFromInput("http://example.org")).toEqual({ ok: true, href: "http://example.org" });
    expect(linkFromInput("mailto:info@example.org")).toEqual({ ok: true, href: "mailto:info@example.org" });
    expect(linkFromInput(" www.example.org ")).toEqual({ ok: true, href: "https://www.example.org" });
    expect(linkFromInput("info@example.org")).toEqual({ ok: true, href: "mailto:info@example.org" });
  });

  it("refuses other schemes, protocol-relative and empty addresses, in Dutch", () => {
    for (const typed of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "ftp://example.org",
      "//x.org",
    ]) {
      expect(linkFromInput(typed)).toMatchObject({ ok: false, message: expect.stringMatching(/https:\/\//) });
    }
    expect(linkFromInput("  ")).toEqual({ ok: false, message: "Vul het adres van de link in." });
  });

  it("agrees with the sanitiser about every address it accepts or refuses", () => {
    const addresses = [
      "https://a.example",
      "http://a.example",
      "mailto:x@a.example",
      "javascript:x",
      "data:x",
      "//a.example",
      "vbscript:x",
    ];
    for (const href of addresses) {
      const kept = sanitizeRichText(`<a href="${href}">x</a>`).includes("href=");
      expect([href, isAllowedLinkUrl(href)]).toEqual([href, kept]);
    }
  });
});
