import type { StudioClock } from "@/lib/studio/locales";
import { DeclineRequestDialog } from "./decline-request-dialog";
import { EraseStudentDialog } from "./erase-student-dialog";

/** On the student's page (owners): the student asked to be erased — when, what they wrote, Erase or Decline. */
export function ErasureRequestNotice({
  request,
  studentId,
  name,
  clock: { timeZone, locale },
}: {
  request: { id: string; message: string | null; requestedAt: Date };
  studentId: string;
  name: string;
  clock: StudioClock;
}) {
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone }).format(request.requestedAt);
  return (
    <section
      aria-labelledby="erasure-request-title"
      className="mx-4 mt-6 grid gap-3 rounded-xl border border-danger/40 bg-danger-soft p-4 sm:mx-8"
    >
      <div className="grid gap-1">
        <h2 id="erasure-request-title" className="font-semibold text-foreground">
          Asked to be erased on {day}
        </h2>
        {request.message ? (
          <p className="whitespace-pre-line text-sm text-foreground">“{request.message}”</p>
        ) : (
          <p className="text-sm text-muted-foreground">They didn&apos;t write a message.</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <EraseStudentDialog studentId={studentId} name={name} label="Erase…" prominent />
        <DeclineRequestDialog requestId={request.id} name={name} />
      </div>
    </section>
  );
}
