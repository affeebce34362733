import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import { displayCell, type CellContext } from "@/lib/reports/format-cell";
import type { CellFormat } from "@/lib/reports/report-types";
import { cn } from "@/lib/utils";

export type Figure = {
  label: string;
  value: number | null;
  previous: number | null;
  format: Exclude<CellFormat, "metric">;
  /** Shown instead of the comparison (e.g. why a figure isn't counted). */
  note?: string;
};

function change(figure: Figure): { text: string; direction: "up" | "down" | "same" } | null {
  if (figure.value === null || figure.previous === null) return null;
  const difference = figure.value - figure.previous;
  const direction = difference > 0 ? "up" : difference < 0 ? "down" : "same";
  if (figure.format === "percent")
    return { text: `${difference >= 0 ? "+" : "−"}${Math.abs(Math.round(difference * 1000) / 10)} pts`, direction };
  if (figure.previous === 0) return { text: direction === "same" ? "no change" : "new", direction };
  const percent = Math.round((difference / Math.abs(figure.previous)) * 100);
  return { text: `${percent >= 0 ? "+" : "−"}${Math.abs(percent)}%`, direction };
}

/** The period's figures, each with the previous period's beside it and the change between them. */
export function FigureTiles({
  figures,
  cell,
  label,
  columns = "lg:grid-cols-4",
}: {
  figures: Figure[];
  cell: CellContext;
  label: string;
  columns?: string;
}) {
  return (
    <dl aria-label={label} className={cn("grid grid-cols-2 gap-2 sm:grid-cols-3", columns)}>
      {figures.map((figure) => {
        const delta = change(figure);
        return (
          <div key={figure.label} className="min-w-0 rounded-lg border border-border bg-card px-3 py-2">
            <dt className="text-xs text-muted-foreground">{figure.label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{displayCell(figure.value, figure.format, cell)}</dd>
            <dd className="flex items-center gap-1 text-xs text-muted-foreground">
              {figure.note ? (
                figure.note
              ) : (
                <>
                  {delta?.direction === "up" && <ArrowUpRight aria-hidden className="size-3.5 text-success" />}
                  {delta?.direction === "down" && <ArrowDownRight aria-hidden className="size-3.5 text-danger" />}
                  <span>
                    Before: {displayCell(figure.previous, figure.format, cell)}
                    {delta && delta.direction !== "same" ? ` (${delta.text})` : ""}
                  </span>
                </>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
