import type { Metadata } from "next";
import { Inbox } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";
import { InquiryTable } from "@/components/growth/inquiries/inquiry-table";
import { NewInquiryDialog } from "@/components/growth/inquiries/new-inquiry-dialog";
import { StageTabs } from "@/components/growth/inquiries/stage-tabs";
import { ListFilters } from "@/components/people/list-filters";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { canManageStudio, isStudent } from "@/lib/access/rules";
import { getAppSession } from "@/lib/auth/app-session";
import { getDb } from "@/lib/db/client";
import { listInquiries } from "@/lib/growth/inquiries";
import { STAGE_LABELS, STAGE_ORDER } from "@/lib/growth/inquiry-labels";
import { ZInquiriesQuery } from "@/lib/growth/inquiries-schemas";
import { listInstructors } from "@/lib/people/instructors";
import { periodOf, PERIODS } from "./periods";

export const metadata: Metadata = { title: "Inquiries" };

type Search = Promise<Record<string, string | undefined>>;

/** The pipeline: everyone who asked about lessons, by stage, filtered by source, staff and when they came in. */
export default async function InquiriesPage({ searchParams }: { searchParams: Search }) {
  const session = await getAppSession();
  if (isStudent(session) || (!canManageStudio(session) && !session.instructorId))
    return (
      <PersonUnavailable
        title="Inquiries"
        message="Inquiries are for studio staff."
        back={{ href: "/app/schedule", label: "Back to the schedule" }}
      />
    );
  const raw = await searchParams;
  const { today, range, period } = periodOf(raw.period, session.studioTimeZone);
  const parsed = ZInquiriesQuery.safeParse({
    stage: raw.stage || undefined,
    source: raw.source || undefined,
    assignedTo: raw.assignedTo || undefined,
    search: raw.search?.trim() || undefined,
    ...range,
  });
  const query = parsed.success ? parsed.data : {};
  const db = await getDb();
  const isOwner = canManageStudio(session);
  const [{ inquiries, stageCounts, sources }, staff] = await Promise.all([
    listInquiries(db, session, query),
    isOwner ? listInstructors(db, session, { active: true }) : null,
  ]);
  const staffOptions = staff?.map((person) => ({ id: person.id, name: person.name })) ?? null;
  // The filters the stage links keep.
  const params: Record<string, string> = {};
  if (query.source) params.source = query.source;
  if (query.assignedTo) params.assignedTo = query.assignedTo;
  if (query.search) params.search = query.search;
  if (period !== "all") params.period = period;
  const filtered = Object.keys(params).length > 0 || !!query.stage;
  const selects = [
    {
      name: "stage",
      label: "Stage",
      value: query.stage ?? "",
      options: [{ value: "", label: "All stages" }, ...STAGE_ORDER.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] }))],
    },
    {
      name: "source",
      label: "Source",
      value: query.source ?? "",
      options: [{ value: "", label: "All sources" }, ...sources],
    },
    ...(staffOptions
      ? [
          {
            name: "assignedTo",
            label: "Follows up",
            value: query.assignedTo ?? "",
            options: [
              { value: "", label: "Everyone" },
              { value: "none", label: "Nobody yet" },
              ...staffOptions.map((s) => ({ value: s.id, label: s.name })),
            ],
          },
        ]
      : []),
    { name: "period", label: "Came in", value: period, options: PERIODS },
  ];
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-border sm:pr-8">
        <div className="flex-1 [&>header]:border-b-0">
          <PageHeader
            title="Inquiries"
            description={isOwner ? "Everyone who asked about lessons, from first contact to enrolment." : "The inquiries you follow up."}
          />
        </div>
        <div className="flex flex-wrap gap-2 px-4 pb-6 sm:px-0">
          <NewInquiryDialog staff={staffOptions} today={today} />
        </div>
      </div>
      <StageTabs current={query.stage} counts={stageCounts} params={params} />
      <ListFilters search={query.search ?? ""} searchLabel="Search inquiries" placeholder="Name, e-mail or phone" selects={selects} />
      {inquiries.length === 0 ? (
        <EmptyState icon={Inbox} title={filtered ? "No inquiries match" : "No inquiries yet"}>
          {filtered
            ? "Try another stage, source or period, or show all inquiries."
            : "People who ask for a first lesson or write through your public page appear here by themselves. Add a walk-in or a phone call with New inquiry."}
        </EmptyState>
      ) : (
        <InquiryTable inquiries={inquiries} timeZone={session.studioTimeZone} today={today} />
      )}
    </>
  );
}
