import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { DetailHeader } from "@/components/people/detail-header";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { StudentAccount } from "@/components/payments/student-account";
import { canManageStudio, isStudent } from "@/lib/access/rules";
import { getAppSession } from "@/lib/auth/app-session";
import { getDb } from "@/lib/db/client";
import { instantToLocal } from "@/lib/dates/wall-time";
import { studioMoneySettings } from "@/lib/payments/ledger";
import { getStudent } from "@/lib/people/students";
import { readIdParam } from "@/app/app/id-param";

export const metadata: Metadata = { title: "Student account" };

/** A student's account for the owner: balance, packages, every entry, and the actions on them. */
export default async function StudentAccountPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await getAppSession();
  // A student's own account is their Payments page.
  if (isStudent(session)) redirect("/app/payments");
  const back = { href: "/app/payments", label: "Payments" };
  if (!canManageStudio(session))
    return (
      <PersonUnavailable
        title="Student account"
        message="Accounts are kept by the studio owner."
        back={{ href: "/app/schedule", label: "Back to the schedule" }}
      />
    );
  const id = await readIdParam(params);
  const db = await getDb();
  const student = await getStudent(db, session, id).catch(() => null);
  const { timeZone } = await studioMoneySettings(db, session.studioId);
  if (!student) return <PersonUnavailable title="Student account" message="We couldn't find this student." back={back} />;
  return (
    <>
      <DetailHeader
        back={back}
        title={student.name}
        facts={
          <Link href={`/app/students/${id}`} className="text-primary underline-offset-4 hover:underline">
            Student profile
          </Link>
        }
      />
      <StudentAccount studentId={id} studentName={student.name} today={instantToLocal(new Date(), timeZone).date} />
    </>
  );
}
