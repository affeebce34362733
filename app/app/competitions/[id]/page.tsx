import type { Metadata } from "next";
import { PageHeader } from "@/components/app-shell/page-header";
import { EventTabs } from "@/components/competitions/event-tabs";
import { EventDetails } from "@/components/competitions/events/event-details";
import { EventFormDialog } from "@/components/competitions/events/event-form-dialog";
import { EntriesSection } from "@/components/competitions/entries/entries-section";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { canManageStudio, isStudent } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import { getAppSession } from "@/lib/auth/app-session";
import { entryFormOptions } from "@/lib/competitions/entries-screen";
import { getCompetition } from "@/lib/competitions/events";
import type { CompetitionView } from "@/lib/competitions/events-views";
import { addDays, daysBetween } from "@/lib/dates/wall-time";
import { getDb } from "@/lib/db/client";
import { readIdParam } from "@/app/app/id-param";

export const metadata: Metadata = { title: "Event" };

/**
 * One event: its details (staff: the fee table and lines; owners edit them) and its entries as the
 * reader may see them — staff enter and confirm, a student proposes their own before the deadline.
 */
export default async function CompetitionPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await getAppSession();
  const id = await readIdParam(params);
  const db = await getDb();
  const competition = await getCompetition(db, session, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  });
  if (!competition)
    return <PersonUnavailable title="Event" message="We couldn't find this event." back={{ href: "/app/competitions", label: "Events" }} />;
  const options = await entryFormOptions(db, session);
  const staffView = isStudent(session) ? null : (competition as CompetitionView);
  const exam = competition.kind === "medal_exam";
  const days = Array.from({ length: Math.min(daysBetween(competition.startsOn, competition.endsOn), 30) + 1 }, (_, index) =>
    addDays(competition.startsOn, index),
  );
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-border sm:pr-8">
        <div className="flex-1 [&>header]:border-b-0">
          <PageHeader
            title={competition.name}
            description={
              exam
                ? "Entries: who takes which medal exam, at what time, at which level."
                : "Entries: who dances which heats, with whom, at which level."
            }
          />
        </div>
        {canManageStudio(session) && staffView && (
          <div className="px-4 pb-6 sm:px-0">
            <EventFormDialog currency={session.studioCurrency} event={staffView} />
          </div>
        )}
      </div>
      <EventTabs competitionId={id} current="entries" kind={competition.kind} />
      <div className="grid items-start gap-6 px-4 py-6 sm:px-8 lg:grid-cols-[20rem_1fr]">
        <EventDetails competition={competition} fees={staffView} currency={session.studioCurrency} locale={session.studioLocale} />
        <EntriesSection
          competitionId={id}
          exam={exam}
          days={days}
          timeZone={session.studioTimeZone}
          role={session.role}
          ownInstructorId={session.instructorId}
          options={options}
          entriesOpen={competition.entriesOpen}
          items={competition.items}
          currency={session.studioCurrency}
        />
      </div>
    </>
  );
}
