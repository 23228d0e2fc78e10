/**
 * The rich-text editor itself (TipTap on ProseMirror), loaded lazily by RichTextField. Its document model holds
 * only what the server's allow-list keeps (extensions.ts). It writes its HTML into a hidden input with the field's
 * name, so the page's form posts the same field as the textarea it replaced.
 *
 * Content-Security-Policy: ProseMirror and TipTap run no eval; TipTap adds its few base styles as a <style> element
 * and ProseMirror sets style attributes, both allowed by style-src 'unsafe-inline' (server/http/security-headers.ts).
 */
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import { useState } from "react";
import { inputBorder } from "../../../components/form/form-styles.ts";
import { richTextExtensions } from "./extensions.ts";
import { LinkPanel } from "./LinkPanel.tsx";
import { RichTextPreview } from "./RichTextPreview.tsx";
import { RichTextToolbar } from "./RichTextToolbar.tsx";

export type RichTextEditorProps = {
  name: string;
  /** The text box's id (the field's id, which the label and errors are built on). */
  id: string;
  labelId: string;
  label: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  initialHtml: string;
  /** What the preview says of where the text appears; the public page unless given. */
  previewNote?: string;
};

/** What the form posts: nothing for an empty text (so 'required' works as with the textarea), else the HTML. */
const postedHtml = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

export function RichTextEditor(props: RichTextEditorProps) {
  const { name, id, label, initialHtml } = props;
  const [linkOpen, setLinkOpen] = useState(false);
  const keysId = `${id}-toetsen`;
  // Until the editor has read it, the text as it came; then always the editor's own HTML of it.
  const [html, setHtml] = useState(initialHtml);
  const editor = useEditor({
    extensions: richTextExtensions({
      // Escape leaves the text for the toolbar (its current button); Tab leaves it for the next field.
      onEscape: () => focusToolbar(id),
    }),
    content: initialHtml,
    editorProps: {
      attributes: editableAttributes({ ...props, describedBy: [props.describedBy, keysId].filter(Boolean).join(" ") }),
    },
    onCreate: ({ editor: created }) => setHtml(postedHtml(created)),
    onUpdate: ({ editor: changed }) => setHtml(postedHtml(changed)),
  });

  return (
    <div>
      <RichTextToolbar editor={editor} editableId={id} label={label} onLink={() => setLinkOpen((open) => !open)} />
      {linkOpen && <LinkPanel editor={editor} id={id} onClose={() => setLinkOpen(false)} />}
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
      <p id={keysId} className="mt-1 text-sm text-slate-700">
        Tab gaat naar het volgende veld, Escape naar de knoppen voor opmaak. Een lijst inspringen: Ctrl+] en Ctrl+[.
      </p>
      <RichTextPreview html={html} label={label} {...(props.previewNote ? { note: props.previewNote } : {})} />
    </div>
  );
}

/** The toolbar's current button (the one Tab would reach), found by the text box it controls. */
function focusToolbar(editableId: string) {
  const selector = `[role="toolbar"][aria-controls="${CSS.escape(editableId)}"] button[tabindex="0"]`;
  document.querySelector<HTMLButtonElement>(selector)?.focus();
}

/** The editable element's attributes: a labelled, described, multi-line text box with the field's look. */
function editableAttributes({ id, labelId, describedBy, invalid, required }: RichTextEditorProps) {
  const attributes: Record<string, string> = {
    id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    // The public page's typography (.course-description), so the text looks as it will there.
    class: `course-description min-h-48 rounded-b-md border bg-white px-3 py-2 ${inputBorder(invalid)}`,
  };
  if (describedBy) attributes["aria-describedby"] = describedBy;
  if (invalid) attributes["aria-invalid"] = "true";
  if (required) attributes["aria-required"] = "true";
  return attributes;
}
