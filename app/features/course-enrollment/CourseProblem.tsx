import { LoadProblem } from "../../components/LoadProblem.tsx";

export type CourseProblemKind = "invalid" | "not-found" | "error";

/** The course page's errors (docs/product.md §8): the missing-id message, or the loading error; not found is ours. */
const PROBLEMS: Record<CourseProblemKind, { heading: string; message: string }> = {
  invalid: { heading: "Cursus niet gevonden", message: "Geen cursus ID gevonden" },
  "not-found": { heading: "Cursus niet gevonden", message: "Deze cursus bestaat niet (meer)." },
  error: {
    heading: "Er is iets misgegaan",
    message: "Er is een fout opgetreden bij het laden van de cursus. Probeer het opnieuw.",
  },
};

export function CourseProblem({ kind, retryTo }: { kind: CourseProblemKind; retryTo?: string }) {
  const { heading, message } = PROBLEMS[kind];
  return (
    <LoadProblem
      heading={heading}
      message={message}
      retryTo={kind === "error" ? retryTo : undefined}
      back={{ to: "/vakschool", label: "Terug naar overzicht" }}
    />
  );
}
