import type { Editor } from "@tiptap/react";

/**
 * The toolbar's buttons, in order: what each does, and whether it is on where the cursor is (aria-pressed). The
 * link button opens the link box instead of running a command (RichTextEditor).
 */
export type ToolbarAction = {
  key: string;
  label: string;
  /** The keyboard shortcut, shown as the button's title and told to screen readers (aria-keyshortcuts). */
  shortcut?: string;
  /** A toggle: pressed when the cursor is in it. Undo and redo are no toggles. */
  isActive?: (editor: Editor) => boolean;
  /** Whether it can run now (undo with nothing to undo cannot). */
  canRun?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

export const LINK_ACTION_KEY = "link";

export const TOOLBAR_ACTIONS: readonly ToolbarAction[] = [
  {
    key: "h2",
    label: "Kop 2",
    shortcut: "Control+Alt+2",
    isActive: (editor) => editor.isActive("heading", { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: "h3",
    label: "Kop 3",
    shortcut: "Control+Alt+3",
    isActive: (editor) => editor.isActive("heading", { level: 3 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: "bold",
    label: "Vet",
    shortcut: "Control+B",
    isActive: (editor) => editor.isActive("bold"),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    key: "italic",
    label: "Cursief",
    shortcut: "Control+I",
    isActive: (editor) => editor.isActive("italic"),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    key: "bulletList",
    label: "Opsommingslijst",
    shortcut: "Control+Shift+8",
    isActive: (editor) => editor.isActive("bulletList"),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    key: "orderedList",
    label: "Genummerde lijst",
    shortcut: "Control+Shift+7",
    isActive: (editor) => editor.isActive("orderedList"),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    key: "blockquote",
    label: "Citaat",
    shortcut: "Control+Shift+B",
    isActive: (editor) => editor.isActive("blockquote"),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
  {
    key: LINK_ACTION_KEY,
    label: "Link",
    isActive: (editor) => editor.isActive("link"),
    run: () => undefined,
  },
  {
    key: "undo",
    label: "Ongedaan maken",
    shortcut: "Control+Z",
    canRun: (editor) => editor.can().undo(),
    run: (editor) => editor.chain().focus().undo().run(),
  },
  {
    key: "redo",
    label: "Opnieuw",
    shortcut: "Control+Shift+Z",
    canRun: (editor) => editor.can().redo(),
    run: (editor) => editor.chain().focus().redo().run(),
  },
];

export type ToolbarState = Record<string, { pressed?: boolean; disabled: boolean }>;

/** Every button's state where the cursor is now; the toolbar re-renders only when this changes. */
export function toolbarState(editor: Editor): ToolbarState {
  return Object.fromEntries(
    TOOLBAR_ACTIONS.map((action) => [
      action.key,
      {
        ...(action.isActive ? { pressed: action.isActive(editor) } : {}),
        disabled: action.canRun ? !action.canRun(editor) : false,
      },
    ]),
  );
}
