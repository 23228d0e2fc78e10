import { useState } from "react";
import { buttonStyles } from "../../../lib/styles.ts";

/**
 * PE-online's paste text in a read-only field: selectable without JavaScript, and with a button that copies it once
 * the page runs its script. The status line says whether the copy worked (a browser may refuse the clipboard).
 */
export function PasteList({ text, registerName }: { text: string; registerName: string }) {
  const [copied, setCopied] = useState<"" | "ok" | "failed">("");
  const lines = text === "" ? 0 : text.split("\n").length;
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setCopied("ok"),
      () => setCopied("failed"),
    );
  };
  return (
    <div className="mt-4">
      <label htmlFor="pe-online-lijst" className="block font-semibold text-slate-900">
        Lijst voor PE-online ({lines === 1 ? "1 regel" : `${lines} regels`})
      </label>
      <p id="pe-online-uitleg" className="mt-1 max-w-3xl text-slate-700">
        Open in PE-online de uitvoering van deze activiteit, kies bij de presentie voor importeren en plak deze lijst in
        het invoerveld: één registratienummer van {registerName} per regel, met het voorvoegsel ervoor.
      </p>
      <textarea
        id="pe-online-lijst"
        aria-describedby="pe-online-uitleg"
        readOnly
        value={text}
        rows={Math.min(Math.max(lines, 2), 15)}
        className="mt-2 block w-full max-w-md rounded-md border border-slate-400 bg-slate-50 p-3 font-mono text-base"
      />
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <button type="button" className={buttonStyles.secondary} onClick={copy} disabled={lines === 0}>
          Kopieer de lijst
        </button>
        <p role="status" className="text-slate-700">
          {copied === "ok" && "De lijst is gekopieerd."}
          {copied === "failed" && "Kopiëren lukte niet: selecteer de lijst en kopieer hem zelf."}
        </p>
      </div>
    </div>
  );
}
