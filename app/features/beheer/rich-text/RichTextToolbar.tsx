import { useEditorState, type Editor } from "@tiptap/react";
import { useState, type KeyboardEvent } from "react";
import { LINK_ACTION_KEY, TOOLBAR_ACTIONS, toolbarState } from "./toolbar-actions.ts";

const buttonStyle =
  "min-h-11 rounded-md border border-slate-500 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 " +
  "hover:bg-brand-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white " +
  "aria-disabled:cursor-not-allowed aria-disabled:border-slate-300 aria-disabled:text-slate-500";

/**
 * The editor's formatting buttons as one ARIA toolbar: a single Tab stop, the arrow keys (and Home, End) move
 * between the buttons. Toggles say whether they are on (aria-pressed); undo and redo say when there is nothing to
 * do (aria-disabled, so they stay in the arrow-key order instead of vanishing from it).
 */
export function RichTextToolbar({
  editor,
  editableId,
  label,
  onLink,
}: {
  editor: Editor;
  editableId: string;
  label: string;
  onLink: () => void;
}) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolbarState(current) });
  const [current, setCurrent] = useState(0);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = TOOLBAR_ACTIONS.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + TOOLBAR_ACTIONS.length) % TOOLBAR_ACTIONS.length;
    setCurrent(index);
    event.currentTarget.querySelectorAll<HTMLButtonElement>("button")[index]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label={`Opmaak van ${label}`}
      aria-controls={editableId}
      onKeyDown={onKeyDown}
      className="mt-1 flex flex-wrap gap-1.5 rounded-t-md border border-b-0 border-slate-500 bg-slate-50 p-1.5"
    >
      {TOOLBAR_ACTIONS.map((action, index) => {
        const { pressed, disabled } = state[action.key] ?? { disabled: false };
        return (
          <button
            key={action.key}
            type="button"
            tabIndex={index === current ? 0 : -1}
            aria-pressed={pressed}
            aria-disabled={disabled || undefined}
            aria-keyshortcuts={action.shortcut}
            title={action.shortcut ? `${action.label} (${action.shortcut.replace("Control", "Ctrl")})` : undefined}
            onFocus={() => setCurrent(index)}
            onClick={() => {
              if (disabled) return;
              if (action.key === LINK_ACTION_KEY) onLink();
              else action.run(editor);
            }}
            className={buttonStyle}
          >
            {action.label}
          </button>
        );
      })}
    </div>
  );
}
