import { PlayCircle } from "lucide-react";
import { Tag } from "@/components/ui/tag";
import { isPassing, RESULT_NAMES, STYLE_NAMES } from "@/lib/progress/levels";
import type { StudentProgress } from "@/lib/progress/student-progress";
import { formatDay, levelName, type LevelOption } from "./format";
import type { StudioLocale } from "@/lib/studio/locales";

/** A video lesson's link, opened in a new tab (we never embed another site's player). */
function VideoLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
    >
      <PlayCircle aria-hidden className="size-4" />
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Every check-out and medal test, newest first: passes and retries both stay in the history. */
export function AssessmentHistory({
  assessments,
  levels,
  locale,
}: {
  assessments: StudentProgress["assessments"];
  levels: readonly LevelOption[];
  locale: StudioLocale;
}) {
  if (assessments.length === 0) return <p className="text-sm text-muted-foreground">No check-outs yet.</p>;
  return (
    <ol className="grid gap-2 text-sm">
      {assessments.map((row) => (
        <li key={row.id} className="grid gap-0.5 rounded-md bg-muted/60 px-3 py-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span>
              <span className="font-medium">
                {row.dance} ({STYLE_NAMES[row.style]}) · {levelName(levels, row.level)}
              </span>{" "}
              <span className="text-muted-foreground">{row.kind === "medal-test" ? "medal test" : "check-out"}</span>
            </span>
            <Tag tone={isPassing(row.result) ? "success" : "accent"}>{RESULT_NAMES[row.result]}</Tag>
          </div>
          <p className="text-muted-foreground">
            {formatDay(row.date, locale)}
            {row.examiner ? ` · examiner ${row.examiner}` : row.recordedBy ? ` · ${row.recordedBy}` : ""}
            {row.marks && ` · marks ${row.marks}`}
          </p>
          {row.notes && <p className="whitespace-pre-line">{row.notes}</p>}
          {row.videoUrl && <VideoLink href={row.videoUrl} label="Watch the check-out" />}
        </li>
      ))}
    </ol>
  );
}

/** The instructors' notes and video lessons for the student, latest first. */
export function NotesList({ notes, locale }: { notes: StudentProgress["notes"]; locale: StudioLocale }) {
  if (notes.length === 0) return <p className="text-sm text-muted-foreground">No notes or videos yet.</p>;
  return (
    <ul className="grid gap-2 text-sm">
      {notes.map((note) => (
        <li key={note.id} className="grid gap-1 rounded-md bg-muted/60 px-3 py-2">
          <p className="text-xs text-muted-foreground">
            {note.author ?? "Your studio"} · {formatDay(note.createdAt.slice(0, 10), locale)}
          </p>
          {note.body && <p className="whitespace-pre-line">{note.body}</p>}
          {note.videoUrl && <VideoLink href={note.videoUrl} label="Watch the video" />}
        </li>
      ))}
    </ul>
  );
}
