import Link from "next/link";
import { Tag } from "@/components/ui/tag";
import { formatDay } from "@/lib/dates/wall-time";
import { formatWhen } from "@/lib/public/format-class";
import type { StudioClock } from "@/lib/studio/locales";
import { STAGE_LABELS } from "@/lib/growth/inquiry-labels";
import type { InquiryView } from "@/lib/growth/inquiries-views";
import { SALE_CATEGORY_LABELS } from "@/lib/growth/sales-labels";
import { formatMoney } from "@/lib/money/money";

const CARD = "grid content-start gap-3 rounded-lg border border-border bg-card p-4";
const HEADING = "font-[family-name:var(--font-display)] text-lg font-semibold";
const LESSON_STATUS: Record<string, string> = {
  booked: "Booked",
  held: "Held while paying",
  waitlisted: "Waitlisted",
  attended: "Attended",
  no_show: "No-show",
  late_cancel: "Late cancel",
  cancelled: "Cancelled",
};

type History = InquiryView["history"];

/** One part of the history: its heading, its count, and what it says when empty. */
function Part({
  id,
  title,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className={HEADING}>
        {title} <span className="text-sm font-normal text-muted-foreground">({count})</span>
      </h2>
      {count === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : children}
    </section>
  );
}

/** The inquiry's whole story: stages reached, messages to and from the studio, lessons and sales once they are a student. */
export function InquiryHistory({
  history,
  studentId,
  clock,
  currency,
}: {
  history: History;
  studentId: string | null;
  clock: StudioClock;
  currency: string;
}) {
  const when = (at: string | Date) => formatWhen(new Date(at).toISOString(), clock);
  return (
    <div className="grid content-start gap-4">
      <Part id="history-stages" title="Stages" count={history.events.length} empty="No stage recorded yet.">
        <ol className="grid gap-2 border-l-2 border-border pl-4 text-sm">
          {history.events.map((event, index) => (
            <li key={index} className="grid">
              <span className="font-medium">{STAGE_LABELS[event.stage]}</span>
              <span className="text-muted-foreground">
                {when(event.at)} · {event.byName ? `by ${event.byName}` : "by itself"}
                {event.note && ` · ${event.note}`}
              </span>
            </li>
          ))}
        </ol>
      </Part>
      <Part id="history-messages" title="Messages to the studio" count={history.messages.length} empty="No message from the contact form.">
        <ul className="grid gap-3 text-sm">
          {history.messages.map((message) => (
            <li key={message.id} className="grid gap-1">
              <span className="text-muted-foreground">
                {when(message.at)}
                {message.subject && ` · ${message.subject}`}
              </span>
              <p className="whitespace-pre-line">{message.message}</p>
            </li>
          ))}
        </ul>
      </Part>
      <Part
        id="history-lessons"
        title="First lessons"
        count={history.lessons.length}
        empty={studentId ? "No lessons booked yet." : "Lessons appear here once they are a student."}
      >
        <ul className="grid gap-1.5 text-sm">
          {history.lessons.map((lesson) => (
            <li key={lesson.id} className="flex flex-wrap justify-between gap-2">
              <span>
                <span className="font-medium">{lesson.title}</span> <span className="text-muted-foreground">{when(lesson.startsAt)}</span>
              </span>
              <Tag>{LESSON_STATUS[lesson.status] ?? lesson.status}</Tag>
            </li>
          ))}
        </ul>
      </Part>
      <Part id="history-sales" title="Sales" count={history.sales.length} empty="Nothing sold yet.">
        <ul className="grid gap-1.5 text-sm">
          {history.sales.map((sale) => (
            <li key={sale.id} className="flex flex-wrap justify-between gap-2">
              <span>
                <span className="font-medium">{sale.name}</span>{" "}
                <span className="text-muted-foreground">
                  {SALE_CATEGORY_LABELS[sale.category]} · {formatDay(new Date(sale.soldAt), clock.timeZone)}
                </span>
              </span>
              <span className="tabular-nums">{formatMoney(sale.amountCents, currency)}</span>
            </li>
          ))}
        </ul>
      </Part>
      <Part id="history-outbox" title="Messages sent to them" count={history.outbox.length} empty="The studio hasn't written to them yet.">
        <ul className="grid gap-1.5 text-sm">
          {history.outbox.map((message) => (
            <li key={message.id} className="flex flex-wrap justify-between gap-2">
              <span>
                {message.subject} <span className="text-muted-foreground">{when(message.at)}</span>
              </span>
              <Tag>{message.status}</Tag>
            </li>
          ))}
        </ul>
      </Part>
      {studentId && (
        <Link href={`/app/students/${studentId}`} className="text-sm text-primary underline-offset-4 hover:underline">
          Open their student record
        </Link>
      )}
    </div>
  );
}
