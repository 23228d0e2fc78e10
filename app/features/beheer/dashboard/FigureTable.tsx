export const figureCell = "px-4 py-2";

/** A table of the dashboard: its caption, its column headings, and the rows it is given. */
export function FigureTable({
  caption,
  captionHidden = false,
  columns,
  children,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: readonly string[];
  children: React.ReactNode;
}) {
  return (
    <table className="w-full text-left">
      <caption className={captionHidden ? "sr-only" : "text-left font-semibold"}>{caption}</caption>
      <thead className="bg-slate-100">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={figureCell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
