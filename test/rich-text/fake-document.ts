import type { DOMSerializer, Fragment } from "@tiptap/pm/model";

/**
 * Just enough of a DOM for ProseMirror's DOMSerializer to render into, so the editor's own serialiser runs in
 * Node without a browser or jsdom; `outerHtml` writes the result as a browser's innerHTML would.
 */
class FakeNode {
  readonly children: FakeNode[] = [];
  readonly attributes: [string, string][] = [];
  readonly nodeName: string | null;
  readonly text: string;
  constructor(nodeName: string | null, text = "") {
    this.nodeName = nodeName;
    this.text = text;
  }
  appendChild(child: FakeNode): FakeNode {
    this.children.push(child);
    return child;
  }
  // A browser stores every attribute as a string (a list's start={3} too).
  setAttribute(name: string, value: unknown): void {
    this.attributes.push([name, String(value)]);
  }
  get firstChild(): FakeNode | null {
    return this.children[0] ?? null;
  }
}

const VOID = new Set(["br"]);
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

function html(node: FakeNode): string {
  if (node.nodeName === "#text") return escapeText(node.text);
  const inner = node.children.map(html).join("");
  if (node.nodeName === null) return inner;
  const attributes = node.attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join("");
  return VOID.has(node.nodeName)
    ? `<${node.nodeName}${attributes}>`
    : `<${node.nodeName}${attributes}>${inner}</${node.nodeName}>`;
}

const fakeDocument = {
  createElement: (name: string) => new FakeNode(name.toLowerCase()),
  createTextNode: (text: string) => new FakeNode("#text", text),
  createDocumentFragment: () => new FakeNode(null),
};

export function renderHtml(serializer: DOMSerializer, fragment: Fragment): string {
  const options = { document: fakeDocument as unknown as Document };
  return html(serializer.serializeFragment(fragment, options) as unknown as FakeNode);
}
