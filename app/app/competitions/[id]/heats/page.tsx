import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ListOrdered } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";
import { EventTabs } from "@/components/competitions/event-tabs";
import { HeatBuildForm, HeatImportForm } from "@/components/competitions/heats/heat-sheet-tools";
import { ConflictList, HeatList } from "@/components/competitions/heats/heat-list";
import { Panel } from "@/components/people/detail-header";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { Button } from "@/components/ui/button";
import { fieldClass } from "@/components/ui/input";
import { canManageStudio, isStudent } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import { isId } from "@/lib/api/ids";
import { getAppSession } from "@/lib/auth/app-session";
import { clockOf } from "@/lib/auth/session";
import { getCompetitionRow } from "@/lib/competitions/competition-rows";
import { getHeatSheet } from "@/lib/competitions/heats-read";
import { instantToLocal } from "@/lib/dates/wall-time";
import { getDb } from "@/lib/db/client";
import { listInstructors } from "@/lib/people/instructors";
import { cn } from "@/lib/utils";
import { readIdParam } from "@/app/app/id-param";

export const metadata: Metadata = { title: "Heats" };

type Search = Promise<{ instructorId?: string }>;

/**
 * The event's heat sheet. Owners import the organiser's list or build a showcase's, and read the
 * whole sheet (or one instructor's) with its conflicts; an instructor reads their merged list; a
 * student their own heats and times.
 */
export default async function HeatsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Search }) {
  const session = await getAppSession();
  const id = await readIdParam(params);
  const db = await getDb();
  const isOwner = canManageStudio(session);
  const wanted = (await searchParams).instructorId;
  const instructorId = isOwner && wanted && isId(wanted) ? wanted : undefined;
  const sheet = await getHeatSheet(db, session, id, { instructorId }).catch((error: unknown) => {
    if (error instanceof AppError && (error.code === "not_found" || error.code === "forbidden")) return null;
    throw error;
  });
  if (!sheet)
    return <PersonUnavailable title="Heats" message="We couldn't find this event." back={{ href: "/app/competitions", label: "Events" }} />;
  // A medal exam day has no heats: its slots are on the event's entries page.
  if (sheet.competition.kind === "medal_exam") redirect(`/app/competitions/${id}`);
  const timeZone = session.studioTimeZone;
  const [competition, instructors] = isOwner
    ? await Promise.all([getCompetitionRow(db, session.studioId, id), listInstructors(db, session)])
    : [null, []];
  const kept = competition?.firstHeatAt ? instantToLocal(competition.firstHeatAt, timeZone) : null;
  const description = isStudent(session)
    ? "Your heats and times. They are in your calendar feed too."
    : sheet.scope === "instructor"
      ? `${sheet.person}'s heats, merged from every student they dance with.`
      : "The heat sheet: every heat with its time, and anyone on the floor twice.";
  return (
    <>
      <PageHeader title={sheet.competition.name} description={description} />
      <EventTabs competitionId={id} current="heats" kind={sheet.competition.kind} />
      <div className="grid gap-5 px-4 py-6 sm:px-8">
        {competition && (
          <div className="grid items-start gap-4 lg:grid-cols-2">
            <Panel id="heats-import" title="Import the organiser's heat list">
              <HeatImportForm competitionId={id} />
            </Panel>
            {(competition.kind === "showcase" || competition.kind === "medal_ball") && (
              <Panel id="heats-build" title="Build the showcase's sheet">
                <HeatBuildForm
                  competitionId={id}
                  startsOn={kept?.date ?? competition.startsOn}
                  startTime={kept?.time ?? "18:00"}
                  heatSeconds={competition.heatSeconds}
                />
              </Panel>
            )}
          </div>
        )}
        {isOwner && instructors.length > 0 && (
          <form method="get" className="flex flex-wrap items-end gap-2" aria-label="Whose heats">
            <label className="grid gap-1.5 text-sm font-medium">
              Show
              <select name="instructorId" defaultValue={instructorId ?? ""} className={cn(fieldClass, "h-10 min-w-56")}>
                <option value="">The whole sheet</option>
                {instructors.map((instructor) => (
                  <option key={instructor.id} value={instructor.id}>
                    {instructor.name}&apos;s heats
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" variant="secondary">
              Show
            </Button>
          </form>
        )}
        <ConflictList conflicts={sheet.conflicts} clock={clockOf(session)} />
        {sheet.heats.length === 0 ? (
          <EmptyState icon={ListOrdered} title="No heats yet" inline>
            {isOwner
              ? "Import the organiser's heat list, or build the sheet from the confirmed entries."
              : "The studio hasn't put up the heat sheet yet. Your heats and times appear here once it has."}
          </EmptyState>
        ) : (
          <HeatList heats={sheet.heats} clock={clockOf(session)} conflicts={sheet.conflicts} />
        )}
      </div>
    </>
  );
}
