import { Tag } from "@/components/ui/tag";
import type { ResultsView } from "@/lib/competitions/heats-views";
import { RESULT_NAMES, isPassing } from "@/lib/progress/levels";
import { placementLabel } from "../heats/heat-list";

/** Results as a reader sees them (a student their own): placements heat by heat, and exam verdicts. */
export function ResultsList({ heats, exams }: { heats: ResultsView["heats"]; exams: ResultsView["exams"] }) {
  return (
    <div className="grid gap-4">
      {exams.length > 0 && (
        <ul className="grid gap-2" aria-label="Medal exams">
          {exams.map((exam) => (
            <li
              key={exam.entryId}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-card px-3 py-2 text-sm"
            >
              <span>
                <span className="font-medium">{exam.dancer}</span>
                <span className="text-muted-foreground"> · {exam.dances.join(", ")}</span>
              </span>
              {exam.result ? (
                <Tag tone={isPassing(exam.result) ? "success" : "accent"}>{RESULT_NAMES[exam.result]}</Tag>
              ) : (
                <Tag>No result yet</Tag>
              )}
            </li>
          ))}
        </ul>
      )}
      {heats.length > 0 && (
        <ol className="grid gap-2" aria-label="Placements">
          {heats.map((heat) => (
            <li key={heat.id} className="grid gap-1 rounded-lg border border-border bg-card px-3 py-2 text-sm">
              <p>
                <span className="font-semibold">Heat {heat.number}</span> <span className="text-muted-foreground">· {heat.title}</span>
              </p>
              {heat.entries.map((entry) => (
                <p key={entry.entryId} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {entry.dancer}
                    {entry.partner ? ` with ${entry.partner}` : ""}
                    {entry.resultNote ? <span className="text-muted-foreground"> · {entry.resultNote}</span> : null}
                  </span>
                  {entry.placement ? <Tag tone="primary">{placementLabel(entry.placement)}</Tag> : <Tag>No placement yet</Tag>}
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
