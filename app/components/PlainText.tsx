import { parsePlainText } from "../../common/format/plain-text.ts";

/** Plain text from the API as paragraphs and bullet lists (see parsePlainText for the rules). */
export function PlainText({ text, className = "" }: { text: string; className?: string }) {
  return (
    <div className={`space-y-4 leading-relaxed text-slate-700 ${className}`}>
      {parsePlainText(text).map((block, index) =>
        block.kind === "paragraph" ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index} className="list-disc space-y-1.5 pl-6 marker:text-brand-600">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
