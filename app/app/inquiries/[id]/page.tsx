import type { Metadata } from "next";
import { Mail, Phone } from "lucide-react";
import { readIdParam } from "@/app/app/id-param";
import { InquiryHistory } from "@/components/growth/inquiries/inquiry-history";
import { stageTone } from "@/components/growth/inquiries/inquiry-table";
import { InquiryWorkForm } from "@/components/growth/inquiries/inquiry-work-form";
import { DetailHeader } from "@/components/people/detail-header";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { Tag } from "@/components/ui/tag";
import { canManageStudio } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import { getAppSession } from "@/lib/auth/app-session";
import { clockOf } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { formatDay } from "@/lib/dates/wall-time";
import { getInquiry } from "@/lib/growth/inquiry-history";
import { INTEREST_LABELS, STAGE_LABELS } from "@/lib/growth/inquiry-labels";
import { listInstructors } from "@/lib/people/instructors";

export const metadata: Metadata = { title: "Inquiry" };

const BACK = { href: "/app/inquiries", label: "All inquiries" };

/** One inquiry: how to reach them, the next step, and everything that happened since they first asked. */
export default async function InquiryPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await getAppSession();
  const id = await readIdParam(params);
  const db = await getDb();
  const inquiry = await getInquiry(db, session, id).catch((error: unknown) => {
    if (error instanceof AppError && (error.code === "not_found" || error.code === "forbidden")) return null;
    throw error;
  });
  if (!inquiry) return <PersonUnavailable title="Inquiry" message="We couldn't find this inquiry." back={BACK} />;
  const isOwner = canManageStudio(session);
  const staff = isOwner ? (await listInstructors(db, session, { active: true })).map(({ id: value, name }) => ({ id: value, name })) : null;
  const facts = (
    <>
      <Tag tone={stageTone(inquiry.stage)}>{STAGE_LABELS[inquiry.stage]}</Tag>
      <span>{inquiry.sourceLabel}</span>
      <span>{INTEREST_LABELS[inquiry.interest]}</span>
      <span>Came in {formatDay(new Date(inquiry.createdAt), session.studioTimeZone)}</span>
      {inquiry.stage === "lost" && inquiry.lostReason && <span>Lost: {inquiry.lostReason}</span>}
    </>
  );
  return (
    <>
      <DetailHeader back={BACK} title={inquiry.name} facts={facts} />
      <div className="grid gap-6 px-4 py-6 sm:px-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <section aria-label="Contact" className="flex flex-wrap gap-x-6 gap-y-2 rounded-lg border border-border bg-card p-4 text-sm">
            {inquiry.phone && (
              <a href={`tel:${inquiry.phone}`} className="inline-flex items-center gap-1.5 underline-offset-4 hover:underline">
                <Phone aria-hidden className="size-4" />
                {inquiry.phone}
              </a>
            )}
            {inquiry.email && (
              <a
                href={`mailto:${inquiry.email}`}
                className="inline-flex min-w-0 items-center gap-1.5 break-all underline-offset-4 hover:underline"
              >
                <Mail aria-hidden className="size-4 shrink-0" />
                {inquiry.email}
              </a>
            )}
            <span className="text-muted-foreground">Follows up: {inquiry.assignedName ?? "nobody yet"}</span>
          </section>
          <div className="rounded-lg border border-border bg-card p-4">
            <InquiryWorkForm inquiry={inquiry} staff={staff} />
          </div>
        </div>
        <InquiryHistory
          history={inquiry.history}
          studentId={inquiry.studentId}
          clock={clockOf(session)}
          currency={session.studioCurrency}
        />
      </div>
    </>
  );
}
