import Link from "next/link";
import { plural } from "@/lib/text/plural";
import type { StudioClock } from "@/lib/studio/locales";

/** Above the Students list (owners): students waiting for an answer to their request to be erased. */
export function ErasureRequestsBanner({
  requests,
  clock: { timeZone, locale },
}: {
  requests: { id: string; studentId: string; studentName: string; requestedAt: Date }[];
  clock: StudioClock;
}) {
  if (!requests.length) return null;
  const day = (at: Date) => new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone }).format(at);
  return (
    <section aria-labelledby="erasure-requests-title" className="grid gap-2 rounded-xl border border-danger/40 bg-danger-soft p-4">
      <h2 id="erasure-requests-title" className="font-semibold text-foreground">
        {plural(requests.length, "student asks", "students ask")} to have their personal data erased
      </h2>
      <ul className="grid gap-1 text-sm">
        {requests.map((request) => (
          <li key={request.id}>
            <Link href={`/app/students/${request.studentId}`} className="font-medium text-primary underline underline-offset-4">
              {request.studentName}
            </Link>{" "}
            <span className="text-muted-foreground">asked on {day(request.requestedAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
