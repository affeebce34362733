import type { Metadata } from "next";
import Link from "next/link";
import { Download, Printer, Receipt } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";
import { ChargeButton } from "@/components/competitions/costs/charge-button";
import { CostSheetCard } from "@/components/competitions/costs/cost-sheet-card";
import { EventTabs } from "@/components/competitions/event-tabs";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { buttonVariants } from "@/components/ui/button";
import { canManageStudio, isStudent } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import { getAppSession } from "@/lib/auth/app-session";
import { listCostSheets } from "@/lib/competitions/costs-read";
import { formatLongDay } from "@/lib/dates/long-day";
import { instantToLocal } from "@/lib/dates/wall-time";
import { getDb } from "@/lib/db/client";
import { formatMoney } from "@/lib/money/money";
import { plural } from "@/lib/text/plural";
import { readIdParam } from "@/app/app/id-param";

export const metadata: Metadata = { title: "Costs" };

/**
 * What each student owes for the event. Owners see every going student's sheet as priced now beside
 * what was charged, charge them in one step, export the entries for the organiser and print the
 * summaries; an instructor reads their students' sheets; a student their own.
 */
export default async function CostsPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await getAppSession();
  const id = await readIdParam(params);
  const found = await listCostSheets(await getDb(), session, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  });
  if (!found)
    return <PersonUnavailable title="Costs" message="We couldn't find this event." back={{ href: "/app/competitions", label: "Events" }} />;
  const { competition, sheets, entriesOpen } = found;
  const currency = session.studioCurrency;
  const money = (cents: number) => formatMoney(cents, currency);
  const chargedOn = (at: Date | string | undefined) =>
    at ? formatLongDay(instantToLocal(new Date(at), session.studioTimeZone).date) : null;
  const isOwner = canManageStudio(session);
  const student = isStudent(session);
  const printBase = `/app/competitions/${id}/costs/print`;

  const fresh = sheets.filter((sheet) => sheet.state === "not_charged");
  const changed = sheets.filter((sheet) => sheet.state === "changed");
  const going = sheets.filter((sheet) => sheet.lines.length > 0);
  const sheetTotal = going.reduce((sum, sheet) => sum + sheet.totalCents, 0);
  const chargedTotal = sheets.reduce((sum, sheet) => sum + (sheet.charged?.totalCents ?? 0), 0);
  const deadline = formatLongDay(competition.entryDeadline);

  const description = student
    ? "What you owe for this event: entry fees, your instructor's fees, your package and extras, and your share of shared costs."
    : isOwner
      ? "Each student's cost sheet before and after charging: entry fees, instructor fees, packages, extras, shared costs and the markup."
      : "Your students' cost sheets for this event.";

  return (
    <>
      <PageHeader title={competition.name} description={description} />
      <EventTabs competitionId={id} current="costs" kind={competition.kind} />
      <div className="grid gap-5 px-4 py-6 sm:px-8">
        {isOwner && (
          <section aria-labelledby="costs-charge" className="grid gap-4 rounded-xl border border-border bg-card p-4">
            <h2 id="costs-charge" className="sr-only">
              Charging
            </h2>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              {[
                ["Students going", String(going.length)],
                ["Sheets total", money(sheetTotal)],
                ["Charged", money(chargedTotal)],
                ["To charge", fresh.length || changed.length ? `${plural(fresh.length + changed.length, "student")}` : "Nobody"],
              ].map(([term, value]) => (
                <div key={term} className="grid gap-0.5">
                  <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
                  <dd className="text-xl font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-muted-foreground">
              {entriesOpen
                ? `Entries close at the end of ${deadline}. Until then, a change to a charged student's entries, package or extras adjusts their charge by itself.`
                : `Entries closed at the end of ${deadline}. Changes since no longer adjust the charges by themselves: charging again asks whether to re-charge them.`}
            </p>
            <div className="flex flex-wrap items-start gap-2">
              <ChargeButton
                competitionId={id}
                currency={currency}
                newCount={fresh.length}
                newCents={fresh.reduce((sum, sheet) => sum + sheet.totalCents, 0)}
                changedCount={changed.length}
                entriesOpen={entriesOpen}
              />
              <a href={`/api/competitions/${id}/export`} className={buttonVariants({ variant: "secondary" })} download>
                <Download aria-hidden />
                Export entries (CSV)
              </a>
              <Link href={printBase} className={buttonVariants({ variant: "secondary" })}>
                <Printer aria-hidden />
                Print summaries
              </Link>
            </div>
          </section>
        )}
        {!isOwner && !student && session.instructorId && (
          <Link
            href={`${printBase}?instructorId=${session.instructorId}`}
            className="text-sm font-medium text-primary underline underline-offset-4"
          >
            Print your heats at this event
          </Link>
        )}
        {sheets.length === 0 ? (
          <EmptyState icon={Receipt} title={student ? "Nothing to pay yet" : "No costs yet"}>
            {student
              ? "Once the studio confirms your entries, or you choose a package or extras, what you owe shows here."
              : "Cost sheets appear as students are entered, or choose a package or extras."}
          </EmptyState>
        ) : (
          <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
            {sheets.map((sheet) => (
              <CostSheetCard
                key={sheet.studentId}
                sheet={sheet}
                currency={currency}
                chargedOn={chargedOn(sheet.charged?.chargedAt)}
                printHref={`${printBase}?studentId=${sheet.studentId}`}
                own={student}
              />
            ))}
          </div>
        )}
        {student && (
          <p className="text-sm text-muted-foreground">
            Entries you proposed are priced here once the studio confirms them. Shared costs are split among everyone going, so your share
            can change as others join.
          </p>
        )}
      </div>
    </>
  );
}
