import type { Metadata } from "next";
import { Wallet } from "lucide-react";
import Link from "next/link";
import { StudentAutopayPanels } from "@/components/autopay/student-autopay-panels";
import { DetailHeader, Panel } from "@/components/people/detail-header";
import { Tag } from "@/components/ui/tag";
import { InviteButton } from "@/components/people/invite-button";
import { LessonList } from "@/components/people/lesson-list";
import { PersonStatusActions } from "@/components/people/person-status-actions";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { StudentProgressPanel } from "@/components/progress/progress-section";
import { StudentFormDialog } from "@/components/people/student-form-dialog";
import { Button } from "@/components/ui/button";
import { canManageStudio, isStaff, isStudent } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import { getAppSession } from "@/lib/auth/app-session";
import { clockOf } from "@/lib/auth/session";
import { formatLongDay } from "@/lib/dates/long-day";
import { instantToLocal } from "@/lib/dates/wall-time";
import { getDb } from "@/lib/db/client";
import { getStudentActivity } from "@/lib/people/student-details";
import { studioMoneySettings } from "@/lib/payments/ledger";
import { getStudent } from "@/lib/people/students";
import { IntakeAnswersPanel } from "@/components/records/intake/intake-answers-panel";
import { getStudentIntake } from "@/lib/records/intake-fields";
import { loadProgressScreen } from "@/lib/progress/progress-screen";
import { readIdParam } from "@/app/app/id-param";
import { EraseStudentDialog } from "@/components/records/erasure/erase-student-dialog";
import { ErasureRequestNotice } from "@/components/records/erasure/erasure-request-notice";
import { erasureState } from "@/lib/records/erasure-requests";
import { StudentSales } from "./student-sales";

export const metadata: Metadata = { title: "Student" };

export default async function StudentPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await getAppSession();
  const id = await readIdParam(params);
  const db = await getDb();
  const back = isStudent(session) ? { href: "/app/schedule", label: "Schedule" } : { href: "/app/students", label: "All students" };
  const found = await Promise.all([getStudent(db, session, id), getStudentActivity(db, session, id)]).catch(notFoundAsNull);
  if (!found) return <PersonUnavailable title="Student" message="We couldn't find this student." back={back} />;
  const [student, activity] = found;
  const [progress, money, erasure, intake] = await Promise.all([
    loadProgressScreen(db, session, id),
    studioMoneySettings(db, session.studioId),
    erasureState(db, session, id),
    isStaff(session) ? getStudentIntake(db, session, id) : null,
  ]);
  const isOwner = canManageStudio(session);
  // An erased student's record keeps only their lessons and money: nothing personal is left to edit.
  const canEdit = isOwner && !erasure.erasedAt;
  const details: [string, React.ReactNode][] = [
    ["E-mail", student.email],
    ["Phone", student.phone],
    [
      "Dance partner",
      student.partner && isStaff(session) ? (
        <Link href={`/app/students/${student.partner.id}`} className="text-primary underline-offset-4 hover:underline">
          {student.partner.name}
        </Link>
      ) : (
        student.partner?.name
      ),
    ],
    ["Emergency contact", student.emergencyContact],
    ["Date of birth", student.dateOfBirth ? formatLongDay(student.dateOfBirth) : null],
  ];
  return (
    <>
      <DetailHeader
        back={back}
        title={student.name}
        facts={
          <>
            <Tag tone="primary">{student.level}</Tag>
            {!student.active && !erasure.erasedAt && <Tag>Inactive</Tag>}
            {erasure.erasedAt && (
              <Tag>
                Personal data erased on{" "}
                {new Intl.DateTimeFormat(session.studioLocale, { dateStyle: "medium", timeZone: money.timeZone }).format(erasure.erasedAt)}
              </Tag>
            )}
            {student.userId && <span>Has a Promenade account</span>}
          </>
        }
      >
        {isOwner && (
          <>
            {canEdit && (
              <StudentFormDialog
                studentId={id}
                initial={{
                  name: student.name,
                  email: student.email ?? "",
                  phone: student.phone ?? "",
                  level: student.level,
                  partner: student.partner,
                  emergencyContact: student.emergencyContact ?? "",
                  dateOfBirth: student.dateOfBirth ?? "",
                  notes: student.notes ?? "",
                }}
              />
            )}
            {canEdit && !student.userId && <InviteButton personId={id} role="student" email={student.email} />}
            <Button asChild variant="secondary">
              <Link href={`/app/payments/students/${id}`}>
                <Wallet aria-hidden />
                Account
              </Link>
            </Button>
          </>
        )}
      </DetailHeader>
      {canEdit && erasure.openRequest && (
        <ErasureRequestNotice request={erasure.openRequest} studentId={id} name={student.name} clock={clockOf(session)} />
      )}
      <div className="grid gap-5 px-4 py-6 sm:px-8 lg:grid-cols-2">
        <Panel id="contact-title" title="Details">
          <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
            {details.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd>{value || "—"}</dd>
              </div>
            ))}
          </dl>
          {student.notes && isStaff(session) && <p className="whitespace-pre-line rounded-lg bg-muted p-3 text-sm">{student.notes}</p>}
          {canEdit && <PersonStatusActions kind="students" id={id} active={student.active} name={student.name} />}
          {canEdit && (
            <div>
              <EraseStudentDialog studentId={id} name={student.name} />
            </div>
          )}
        </Panel>
        {isOwner && <StudentSales session={session} studentId={id} canEdit={canEdit} />}
        {intake && <IntakeAnswersPanel studentId={id} fields={intake.fields} answers={intake.answers} canEdit={canEdit} />}
        <Panel id="attendance-title" title="Attendance">
          <dl className="grid grid-cols-3 gap-3">
            {(
              [
                ["Attended", activity.attendance.attended],
                ["No-shows", activity.attendance.noShow],
                ["Late cancels", activity.attendance.lateCancel],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-lg bg-muted p-3">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="text-2xl font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel id="upcoming-title" title="Upcoming lessons and waitlist places">
          <LessonList lessons={activity.upcoming} timeZone={activity.timeZone} empty="No upcoming bookings." />
        </Panel>
        <Panel id="past-title" title="Past lessons">
          <LessonList lessons={activity.past} timeZone={activity.timeZone} empty="No past lessons yet." />
        </Panel>
        {isStaff(session) && (
          <StudentAutopayPanels
            studentId={id}
            studentName={student.name}
            currency={money.currency}
            today={instantToLocal(new Date(), money.timeZone).date}
            isOwner={isOwner}
          />
        )}
      </div>
      <StudentProgressPanel screen={progress} self={isStudent(session)} isOwner={isOwner} />
    </>
  );
}

function notFoundAsNull(error: unknown): null {
  if (error instanceof AppError && (error.code === "not_found" || error.code === "forbidden")) return null;
  throw error;
}
