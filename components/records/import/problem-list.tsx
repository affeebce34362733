import { groupErrors, type ErrorLine } from "./group-errors";
import type { ImportMapping, ImportRowError, ImportView } from "./import-types";

/** Rows named in one line before "and N more": enough to find them, not a wall of numbers. */
const ROWS_SHOWN = 40;
/** Up to this many rows lead their message ("Row 14: not an e-mail address"); more follow it. */
const FEW_ROWS = 3;
/** Lines shown at once per column; the rest open on request, so one bad column doesn't bury the others. */
const LINES_SHOWN = 8;

type Props = { batch: ImportView; mapping: ImportMapping; errors: ImportRowError[] };

/** The dry run's problems, a card per column of the file with its count, each problem with its rows. */
export function ProblemList({ batch, mapping, errors }: Props) {
  return (
    <ul className="grid gap-3">
      {groupErrors(errors).map((group) => (
        <li key={group.column} className="grid gap-1.5 rounded-lg border border-border p-3 text-sm">
          <h4 className="font-semibold">
            {columnLabel(batch, mapping, group.column)}{" "}
            <span className="font-normal text-muted-foreground">
              ({group.count} {group.count === 1 ? "problem" : "problems"})
            </span>
          </h4>
          <Lines lines={group.lines.slice(0, LINES_SHOWN)} />
          {group.lines.length > LINES_SHOWN && (
            <details className="grid gap-1">
              <summary className="w-fit cursor-pointer font-medium text-primary underline-offset-4 hover:underline">
                Show {group.lines.length - LINES_SHOWN} more
              </summary>
              <Lines lines={group.lines.slice(LINES_SHOWN)} />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

function Lines({ lines }: { lines: ErrorLine[] }) {
  return (
    <ul className="grid gap-1">
      {lines.map((line) => {
        const rows = rowsText(line.rows);
        return (
          <li key={line.message}>
            {rows === "" ? (
              line.message
            ) : line.rows.length > FEW_ROWS ? (
              <>
                {line.message} <span className="text-muted-foreground">({rows})</span>
              </>
            ) : (
              <>
                <span className="text-muted-foreground">{rows}:</span> {line.message}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A problem's column as the owner knows it: the file's header and what it was read as ("“Email” column, read as
 * Level"); for a problem with the mapping itself (row 0) the column is our field's key.
 */
function columnLabel(batch: ImportView, mapping: ImportMapping, column: string): string {
  if (!column) return "Whole rows";
  if (batch.columns.includes(column)) {
    const readAs = batch.fields.filter((field) => mapping[field.key] === column).map((field) => field.label);
    return readAs.length > 0 ? `\u201c${column}\u201d column, read as ${readAs.join(" and ")}` : `\u201c${column}\u201d column`;
  }
  return batch.fields.find((field) => field.key === column)?.label ?? column;
}

/** Row 0 is the file or the mapping itself: its message stands alone. */
function rowsText(allRows: number[]): string {
  const rows = allRows.filter((row) => row > 0);
  if (rows.length === 0) return "";
  const listed = rows.slice(0, ROWS_SHOWN).join(", ");
  const more = rows.length > ROWS_SHOWN ? ` and ${rows.length - ROWS_SHOWN} more` : "";
  return `${rows.length === 1 ? "Row" : "Rows"} ${listed}${more}`;
}
