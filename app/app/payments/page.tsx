import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/app-shell/page-header";
import { OwnerPayments } from "@/components/payments/owner-payments";
import { StudentPayments } from "@/components/payments/student-payments";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { canManageStudio, isStudent } from "@/lib/access/rules";
import { getAppSession } from "@/lib/auth/app-session";
import { cheapestPlanWith, hasFeature } from "@/lib/billing/plans";
import { resolveSubscription } from "@/lib/billing/subscription";
import { monthRange } from "@/lib/dates/month-range";
import { getDb } from "@/lib/db/client";
import { takesOnlinePayments } from "@/lib/stripe/studio-account";
import { studioMoneySettings } from "@/lib/payments/ledger";
import { instantToLocal } from "@/lib/dates/wall-time";

export const metadata: Metadata = { title: "Payments" };

/** Owners: the studio's money for a period. Students: their own balance, packages and history. */
export default async function PaymentsPage() {
  // Pages render alongside the layout, not after it: each checks the session itself (cached per request).
  const session = await getAppSession();
  const db = await getDb();
  if (isStudent(session)) {
    const { studentId } = session;
    if (!studentId)
      return (
        <PersonUnavailable
          title="Payments"
          message="Your account isn't linked to a student record yet."
          back={{ href: "/app/schedule", label: "Back to the schedule" }}
        />
      );
    return (
      <>
        <PageHeader title="Payments" description="Your balance, lesson packages and payments." />
        <StudentPayments
          studentId={studentId}
          onlinePayments={await takesOnlinePayments(db, session.studioId)}
          today={instantToLocal(new Date(), (await studioMoneySettings(db, session.studioId)).timeZone).date}
        />
      </>
    );
  }
  if (!canManageStudio(session)) {
    return (
      <PersonUnavailable
        title="Payments"
        message="Payments are kept by the studio owner."
        back={{ href: "/app/schedule", label: "Back to the schedule" }}
      />
    );
  }
  const { currency, timeZone } = await studioMoneySettings(db, session.studioId);
  // The default period is this month, in the studio's calendar.
  const plan = resolveSubscription(session.studioPlan, new Date()).key;
  const today = instantToLocal(new Date(), timeZone).date;
  const exportLockedUntil = hasFeature(plan, "data_export") ? null : (cheapestPlanWith("data_export")?.name ?? "a paid plan");
  return (
    <>
      <PageHeader title="Payments" description="Payments, balances and lesson packages, in your studio's currency." />
      <Link
        href="/app/payments/gift-certificates"
        className="mx-4 mt-4 inline-flex text-sm font-medium text-primary underline-offset-4 hover:underline sm:mx-8"
      >
        Gift certificates →
      </Link>
      <OwnerPayments initialRange={monthRange(today)} today={today} currency={currency} exportLockedUntil={exportLockedUntil} />
    </>
  );
}
