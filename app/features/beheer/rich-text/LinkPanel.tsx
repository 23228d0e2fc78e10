import type { Editor } from "@tiptap/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { FieldError } from "../../../components/form/FieldError.tsx";
import { hintStyle, inputBorder, inputStyle, labelStyle } from "../../../components/form/form-styles.ts";
import { linkFromInput } from "./link-url.ts";

const smallButton = "min-h-11 rounded-md px-3 py-1.5 text-sm font-semibold";

/**
 * Asks for a link's address in the page itself (no window.prompt, which screen readers and styling handle badly).
 * It sits inside the page's form, so it is no form of its own: its field has no name (it never posts), and Enter
 * places the link instead of submitting the page. Escape or 'Annuleren' closes it; focus returns to the text.
 */
export function LinkPanel({ editor, id, onClose }: { editor: Editor; id: string; onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const inLink = editor.isActive("link");
  const [address, setAddress] = useState<string>(inLink ? String(editor.getAttributes("link")["href"] ?? "") : "");
  const [error, setError] = useState<string | undefined>(undefined);

  useEffect(() => input.current?.focus(), []);

  function close() {
    onClose();
    editor.commands.focus();
  }

  function place() {
    const link = linkFromInput(address);
    if (!link.ok) {
      setError(link.message);
      input.current?.focus();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !inLink) {
      // Nothing selected: the address itself becomes the link's text.
      chain.insertContent({
        type: "text",
        text: address.trim(),
        marks: [{ type: "link", attrs: { href: link.href } }],
      });
    } else {
      chain.setLink({ href: link.href });
    }
    chain.run();
    onClose();
  }

  function remove() {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      place();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  }

  const inputId = `${id}-link`;
  return (
    <div role="group" aria-label="Link" className="border border-b-0 border-slate-500 bg-brand-50 p-3">
      <label htmlFor={inputId} className={labelStyle}>
        Adres van de link
      </label>
      <p id={`${inputId}-hint`} className={hintStyle}>
        Begint met https://, http:// of mailto:. Zonder begin wordt www.voorbeeld.nl een https-link en naam@voorbeeld.nl
        een mailadres.
      </p>
      {/* Always present, so a refusal typed here is read out when it appears. */}
      <div aria-live="polite">
        <FieldError id={`${inputId}-fout`} message={error} />
      </div>
      <input
        ref={input}
        id={inputId}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={address}
        onChange={(event) => {
          setAddress(event.target.value);
          setError(undefined);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-hint ${inputId}-fout` : `${inputId}-hint`}
        className={`${inputStyle} ${inputBorder(Boolean(error))}`}
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" onClick={place} className={`${smallButton} bg-brand-700 text-white hover:bg-brand-800`}>
          Link plaatsen
        </button>
        {inLink && (
          <button
            type="button"
            onClick={remove}
            className={`${smallButton} border-2 border-brand-700 bg-white text-brand-700`}
          >
            Link weghalen
          </button>
        )}
        <button type="button" onClick={close} className={`${smallButton} text-brand-700 underline underline-offset-4`}>
          Annuleren
        </button>
      </div>
    </div>
  );
}
