import type { Metadata } from "next";
import Link from "next/link";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { PrintButton } from "@/components/records/documents/print-button";
import { SummaryPages } from "@/components/competitions/costs/summary-pages";
import { AppError } from "@/lib/api/app-error";
import { isId } from "@/lib/api/ids";
import { getAppSession } from "@/lib/auth/app-session";
import { clockOf } from "@/lib/auth/session";
import { getSummary } from "@/lib/competitions/summaries";
import { getDb } from "@/lib/db/client";
import { readIdParam } from "@/app/app/id-param";

export const metadata: Metadata = { title: "Event summary" };

type Search = Promise<{ studentId?: string; instructorId?: string }>;

/**
 * The printable summary (the same data as GET …/summary): a page per student with their entries and
 * cost sheet, a page per instructor with the heats they dance. `?studentId=` or `?instructorId=`
 * prints one page. On paper only the pages print.
 */
export default async function SummaryPrintPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Search }) {
  const session = await getAppSession();
  const id = await readIdParam(params);
  const search = await searchParams;
  const query = {
    studentId: search.studentId && isId(search.studentId) ? search.studentId : undefined,
    instructorId: search.instructorId && isId(search.instructorId) ? search.instructorId : undefined,
  };
  const back = { href: `/app/competitions/${id}/costs`, label: "Costs" };
  const summary = await getSummary(await getDb(), session, id, query).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  });
  if (!summary) return <PersonUnavailable title="Event summary" message="We couldn't find this summary." back={back} />;
  return (
    <div className="grid gap-4 px-4 py-6 sm:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href={back.href} className="text-sm font-medium text-primary underline underline-offset-4">
          {back.label}
        </Link>
        <PrintButton />
      </div>
      <SummaryPages summary={summary} studioName={session.studioName} currency={session.studioCurrency} clock={clockOf(session)} />
    </div>
  );
}
