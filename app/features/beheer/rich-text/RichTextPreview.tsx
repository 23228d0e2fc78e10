import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import type { RichTextPreviewResult } from "../../../routes/beheer/rich-text-preview.tsx";
import { STAFF_PATHS } from "../../../../common/site-paths.ts";

/** Wait this long after the last keystroke before asking the server again. */
const UPDATE_DELAY_MS = 600;

/**
 * 'Voorbeeld': the text as the public page will show it (or, for a text that goes elsewhere, as `note` says). The HTML is the server's allow-list's own answer
 * (previewRichText, through /beheer/tekstvoorbeeld), shown with the public page's typography (.course-description
 * in app/app.css), never the editor's HTML itself. Only with JavaScript: the editor is JavaScript already.
 */
const WEBSITE_NOTE = "Zo ziet de tekst eruit op de website.";

export function RichTextPreview({ html, label, note = WEBSITE_NOTE }: { html: string; label: string; note?: string }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<RichTextPreviewResult>();
  const regionId = useId();
  const { submit } = fetcher;

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(
      // No page data changes, so the page's loaders need not run again after this post.
      () =>
        void submit({ html }, { method: "post", action: STAFF_PATHS.richTextPreview, defaultShouldRevalidate: false }),
      UPDATE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [open, html, submit]);

  const result = fetcher.data;
  const busy = fetcher.state !== "idle" || (open && result === undefined);
  return (
    <div className="mt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="min-h-11 rounded-md border-2 border-brand-700 bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {open ? "Voorbeeld verbergen" : "Voorbeeld"}
        {/* A form with two of these says whose preview each button opens. */}
        <span className="sr-only"> van {label}</span>
      </button>
      <div id={regionId} role="region" aria-label={`Voorbeeld van ${label}`} hidden={!open} className="mt-3">
        <p role="status" className="text-sm text-slate-700">
          {!open ? "" : busy ? "Het voorbeeld wordt bijgewerkt…" : note}
        </p>
        {result && !result.ok && <p className="mt-2 font-semibold text-red-700">{result.message}</p>}
        {result?.ok && (
          <div className="mt-2 rounded-md border border-dashed border-slate-400 p-4">
            {result.html === "" ? (
              <p className="text-slate-700">Er is nog geen tekst.</p>
            ) : (
              // The server's sanitiser made this HTML: exactly what the public page renders.
              <div className="course-description" dangerouslySetInnerHTML={{ __html: result.html }} />
            )}
          </div>
        )}
      </div>
    </div>
  );
}
