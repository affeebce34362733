import type { Metadata } from "next";
import Link from "next/link";
import { Trophy } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";
import { EventFormDialog } from "@/components/competitions/events/event-form-dialog";
import { KIND_NAMES, dayText, daysText } from "@/components/competitions/events/event-text";
import { Tag } from "@/components/ui/tag";
import { canManageStudio, isStudent } from "@/lib/access/rules";
import { getAppSession } from "@/lib/auth/app-session";
import { listCompetitions } from "@/lib/competitions/events";
import { getDb } from "@/lib/db/client";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Events" };

type Search = Promise<{ when?: string }>;

/** Showcases, medal balls, competitions and medal exam days: upcoming first, past ones a tab away. */
export default async function CompetitionsPage({ searchParams }: { searchParams: Search }) {
  const session = await getAppSession();
  const when = (await searchParams).when === "past" ? "past" : "upcoming";
  const events = await listCompetitions(await getDb(), session, { when });
  const isOwner = canManageStudio(session);
  const student = isStudent(session);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-border sm:pr-8">
        <div className="flex-1 [&>header]:border-b-0">
          <PageHeader
            title="Events"
            description={
              student
                ? "Showcases, competitions and medal exams you can dance in: propose your entries before the deadline."
                : "Showcases, medal balls, competitions and medal exams: entries, costs, heat sheets and results."
            }
          />
        </div>
        {isOwner && (
          <div className="px-4 pb-6 sm:px-0">
            <EventFormDialog currency={session.studioCurrency} />
          </div>
        )}
      </div>
      <nav aria-label="Which events" className="flex gap-1 border-b border-border px-4 sm:px-8">
        {(["upcoming", "past"] as const).map((key) => (
          <Link
            key={key}
            href={key === "upcoming" ? "/app/competitions" : "/app/competitions?when=past"}
            aria-current={when === key ? "page" : undefined}
            className={cn(
              "inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium",
              when === key ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            {key === "upcoming" ? "Upcoming" : "Past"}
          </Link>
        ))}
      </nav>
      {events.length === 0 ? (
        <EmptyState icon={Trophy} title={when === "past" ? "No past events" : "No upcoming events"}>
          {isOwner
            ? "Create a showcase, a medal ball, a competition you take students to, or a medal exam day, with its fees and packages."
            : student
              ? "When the studio publishes a showcase or competition, it appears here and you can propose your entries."
              : "The studio owner creates events; you enter your students once they have."}
        </EmptyState>
      ) : (
        <ul className="grid gap-3 px-4 py-6 sm:px-8 lg:grid-cols-2" aria-label="Events">
          {events.map((event) => (
            <li key={event.id}>
              <Link
                href={`/app/competitions/${event.id}`}
                className="grid gap-1.5 rounded-xl border border-border bg-card p-4 transition-colors hover:border-primary"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <span className="text-lg font-semibold">{event.name}</span>
                  <Tag>{KIND_NAMES[event.kind]}</Tag>
                  {!student && !event.published && <Tag tone="accent">Draft</Tag>}
                </span>
                <span className="text-sm">
                  {daysText(event.startsOn, event.endsOn, session.studioLocale)}
                  {event.place && ` · ${event.place}`}
                </span>
                <span className="text-sm text-muted-foreground">
                  {event.entriesOpen ? `Entries close ${dayText(event.entryDeadline, session.studioLocale)}` : "Entries closed"} ·{" "}
                  {student
                    ? `${event.entries} ${event.entries === 1 ? "entry" : "entries"} of yours`
                    : `${event.entries} ${event.entries === 1 ? "entry" : "entries"}, ${event.students} ${event.students === 1 ? "student" : "students"}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
