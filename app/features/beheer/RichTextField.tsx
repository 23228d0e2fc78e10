/**
 * A long text with markup (event and course descriptions): the same props as StaffTextArea. The server renders a
 * plain textarea holding HTML, which posts without JavaScript; once the page runs, the editor (TipTap, loaded only
 * here and only then) takes its place and keeps a hidden input of the same name in sync, so the form posts the same
 * field either way. The server sanitises the text on every write (server/domain/rich-text.ts), whichever way it came.
 */
import { useEffect, useRef, useState } from "react";
import { inputBorder, inputStyle, labelStyle } from "../../components/form/form-styles.ts";
import { describedBy, fieldId, HintAndError, type FieldBase } from "./fields.tsx";
import type { RichTextEditorProps } from "./rich-text/RichTextEditor.tsx";

type LoadedEditor = { Editor: (props: RichTextEditorProps) => React.ReactNode; initialHtml: string };

export function RichTextField({
  defaultValue,
  rows = 10,
  previewNote,
  ...field
}: FieldBase & {
  defaultValue: string | null | undefined;
  rows?: number;
  /** What the editor's preview says of where the text appears (the public page unless given). */
  previewNote?: string;
}) {
  const id = fieldId(field.name);
  const labelId = `${id}-label`;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [loaded, setLoaded] = useState<LoadedEditor | null>(null);

  useEffect(() => {
    let mounted = true;
    // The editor's code is a chunk of its own, fetched only on pages with this field. Until it is there (or if it
    // never comes) the textarea works; what was typed in it meanwhile becomes the editor's text.
    import("./rich-text/RichTextEditor.tsx").then(
      ({ RichTextEditor }) => {
        if (mounted) setLoaded({ Editor: RichTextEditor, initialHtml: textarea.current?.value ?? "" });
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);

  const invalid = Boolean(field.error);
  const description = describedBy(id, field.hint, field.error);
  return (
    <div>
      {/* A label of the textarea, then of the editor's text box (aria-labelledby): a div cannot be labelled by for. */}
      <label id={labelId} htmlFor={loaded ? undefined : id} className={labelStyle}>
        {field.label}
        {field.optional && <span className="font-normal text-slate-700"> (optioneel)</span>}
      </label>
      <HintAndError id={id} hint={field.hint} error={field.error} />
      {loaded ? (
        <loaded.Editor
          name={field.name}
          id={id}
          labelId={labelId}
          label={field.label}
          describedBy={description}
          invalid={invalid}
          required={!field.optional}
          initialHtml={loaded.initialHtml}
          {...(previewNote ? { previewNote } : {})}
        />
      ) : (
        <textarea
          ref={textarea}
          id={id}
          name={field.name}
          rows={rows}
          defaultValue={defaultValue ?? ""}
          required={!field.optional}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={description}
          className={`${inputStyle} ${inputBorder(invalid)} font-mono text-sm`}
        />
      )}
    </div>
  );
}
