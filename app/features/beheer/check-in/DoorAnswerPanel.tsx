import type { DoorAnswer } from "./use-door.ts";

/**
 * The answer after a scan, large enough to read at arm's length: green 'Welkom, …' or red with the
 * reason, amber for a scan kept offline (until the queue was sent). Announced to screen readers (role=status / alert).
 */
export function DoorAnswerPanel({ answer }: { answer: DoorAnswer }) {
  const { tone, title, detail } = describe(answer);
  const colours = {
    green: "border-green-800 bg-green-700 text-white",
    red: "border-red-900 bg-red-700 text-white",
    amber: "border-amber-700 bg-amber-100 text-amber-950",
  }[tone];
  return (
    <div
      role={tone === "green" ? "status" : "alert"}
      className={`rounded-xl border-4 px-6 py-8 text-center ${colours}`}
      data-uitkomst={answer.kind === "result" ? answer.result.status : answer.kind}
    >
      <p className="text-3xl font-bold sm:text-4xl">{title}</p>
      {detail && <p className="mt-3 text-xl">{detail}</p>}
    </div>
  );
}

function describe(answer: DoorAnswer): { tone: "green" | "red" | "amber"; title: string; detail?: string } {
  switch (answer.kind) {
    case "result": {
      const { result } = answer;
      const welcome = result.status === "WELCOME";
      const detail = welcome ? result.attendee?.detail || undefined : undefined;
      return { tone: welcome ? "green" : "red", title: result.message, ...(detail ? { detail } : {}) };
    }
    case "undone":
      return { tone: "amber", title: `Check-in van ${answer.name || "deze deelnemer"} is ongedaan gemaakt.` };
    case "checked-out":
      return { tone: "amber", title: answer.message };
    case "check-out-undone":
      return { tone: "amber", title: `Uitchecken van ${answer.name || "deze deelnemer"} is ongedaan gemaakt.` };
    case "refused":
      return { tone: "red", title: answer.message };
    case "queued":
      return {
        tone: "amber",
        title: "Geen verbinding: scan bewaard",
        detail: `${answer.label} wordt verstuurd zodra er weer verbinding is.`,
      };
    case "queue-sent":
      return {
        tone: answer.problems ? "amber" : "green",
        title: "Verbinding terug: bewaarde scans verstuurd",
        detail: answer.problems
          ? "Niet elke scan lukte; zie de lijst hieronder."
          : "Alle bewaarde scans zijn verwerkt.",
      };
    case "signed-out":
      return {
        tone: "red",
        title: "Je sessie is verlopen",
        detail: "De scan is bewaard. Log opnieuw in om hem te versturen.",
      };
  }
}
