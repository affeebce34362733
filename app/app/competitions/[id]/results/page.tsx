import type { Metadata } from "next";
import { Trophy } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";
import { EventTabs } from "@/components/competitions/event-tabs";
import { ResultsList } from "@/components/competitions/results/own-results";
import { ResultsCsvForm, ResultsForm } from "@/components/competitions/results/results-form";
import { Panel } from "@/components/people/detail-header";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { canManageStudio, isStudent } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import { getAppSession } from "@/lib/auth/app-session";
import { getResults } from "@/lib/competitions/results";
import { getDb } from "@/lib/db/client";
import { listLevels } from "@/lib/progress/level-names";
import { readIdParam } from "@/app/app/id-param";

export const metadata: Metadata = { title: "Results" };

/** Placements per heat and medal exam verdicts: owners type or import them, students see their own. */
export default async function ResultsPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await getAppSession();
  const id = await readIdParam(params);
  const db = await getDb();
  const results = await getResults(db, session, id).catch((error: unknown) => {
    if (error instanceof AppError && (error.code === "not_found" || error.code === "forbidden")) return null;
    throw error;
  });
  if (!results)
    return (
      <PersonUnavailable title="Results" message="We couldn't find this event." back={{ href: "/app/competitions", label: "Events" }} />
    );
  const isOwner = canManageStudio(session);
  const levels = isOwner ? await listLevels(db, session) : [];
  const examiner = results.competition.examiner ? ` Examiner: ${results.competition.examiner}.` : "";
  const nothing = results.heats.length === 0 && results.exams.length === 0;
  return (
    <>
      <PageHeader
        title={results.competition.name}
        description={
          isStudent(session)
            ? `Your placements and exam results.${examiner}`
            : isOwner
              ? `Type the placements and the examiner's results, or import the organiser's.${examiner}`
              : `Placements and exam results.${examiner}`
        }
      />
      <EventTabs competitionId={id} current="results" kind={results.competition.kind} />
      <div className="grid gap-5 px-4 py-6 sm:px-8">
        {nothing ? (
          <EmptyState icon={Trophy} title="No results yet" inline>
            {isOwner
              ? "Results are typed per heat once the heat sheet is up, and per exam entry for a medal exam."
              : "Results appear here once the studio has them."}
          </EmptyState>
        ) : isOwner ? (
          <div className="grid items-start gap-5 lg:grid-cols-[1fr_22rem]">
            <ResultsForm competitionId={id} heats={results.heats} exams={results.exams} timeZone={session.studioTimeZone} levels={levels} />
            <Panel id="results-import" title="Import the organiser's results">
              <p className="text-sm text-muted-foreground">
                Columns: Heat, Dancer, Partner, Place and Note; for a medal exam, Dancer and Result (pass, honours or retry).
              </p>
              <ResultsCsvForm competitionId={id} />
            </Panel>
          </div>
        ) : (
          <ResultsList heats={results.heats} exams={results.exams} />
        )}
      </div>
    </>
  );
}
