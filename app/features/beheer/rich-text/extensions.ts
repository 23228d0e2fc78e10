/**
 * The editor's document model: exactly what the server's allow-list keeps (server/domain/rich-text.ts) and nothing
 * more, so what staff see while editing is what the public page shows. Paragraphs, line breaks, bold, italic,
 * underline, bullet and numbered lists, headings 2 to 4 (the page has its own h1), quotes and links to https, http
 * and mailto addresses. Code, code blocks, strike-through, rules, h1/h5/h6 are switched off; images and tables are
 * not in the starter kit at all. rich-text-schema.test.ts proves that every node and mark survives the sanitiser.
 */
import { Extension, type AnyExtension } from "@tiptap/react";
import { Link } from "@tiptap/extension-link";
import { ListItem, OrderedList } from "@tiptap/extension-list";
import { StarterKit } from "@tiptap/starter-kit";
import { isAllowedLinkUrl } from "./link-url.ts";

const HEADING_LEVELS = [2, 3, 4] as const;

/**
 * A list item without TipTap's Tab and Shift-Tab (indent and outdent): in a form, Tab must move on to the next field,
 * or a keyboard user is caught in a list. Ctrl/Cmd+] and Ctrl/Cmd+[ indent and outdent instead.
 */
const ListItemWithoutTab = ListItem.extend({
  addKeyboardShortcuts() {
    return {
      Enter: () => this.editor.commands.splitListItem(this.name),
      "Mod-]": () => this.editor.commands.sinkListItem(this.name),
      "Mod-[": () => this.editor.commands.liftListItem(this.name),
    };
  },
});

/**
 * A numbered list without a start number or numbering type: the sanitiser keeps neither (ol[start], ol[type]), so a
 * list typed as "3. " would start at 3 in the editor and at 1 on the public page.
 */
const PlainOrderedList = OrderedList.extend({
  addAttributes() {
    return {};
  },
  renderHTML() {
    return ["ol", 0];
  },
});

/**
 * A link with only an address and a title. TipTap's link would also read class, target and rel from pasted HTML
 * and show them; the sanitiser drops the class and sets its own rel and target, which the options below match.
 */
const SafeLink = Link.extend({
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element) => element.getAttribute("href") },
      title: { default: null, parseHTML: (element) => element.getAttribute("title") },
    };
  },
}).configure({
  openOnClick: false,
  autolink: true,
  defaultProtocol: "https",
  // The same rel and target as the sanitiser's, so the HTML the editor posts is what the server keeps.
  HTMLAttributes: { target: "_blank", rel: "noopener noreferrer" },
  isAllowedUri: (url) => isAllowedLinkUrl(url),
  shouldAutoLink: (url) => isAllowedLinkUrl(url),
});

/** Escape leaves the text: the editor calls `onEscape` (the field moves focus to the toolbar). */
function escapeLeaves(onEscape: () => void) {
  return Extension.create({
    name: "escapeLeaves",
    addKeyboardShortcuts() {
      return {
        Escape: () => {
          onEscape();
          return true;
        },
      };
    },
  });
}

export function richTextExtensions({ onEscape }: { onEscape?: () => void } = {}): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      code: false,
      codeBlock: false,
      strike: false,
      horizontalRule: false,
      listItem: false,
      orderedList: false,
      link: false,
    }),
    ListItemWithoutTab,
    PlainOrderedList,
    SafeLink,
    ...(onEscape ? [escapeLeaves(onEscape)] : []),
  ];
}
