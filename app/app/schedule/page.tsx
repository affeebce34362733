import type { Metadata } from "next";
import { CalendarDays } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";
import { getAppSession } from "@/lib/auth/app-session";

export const metadata: Metadata = { title: "Schedule" };

export default async function SchedulePage() {
  // Pages render alongside the layout, not after it: each checks the session itself (cached per request).
  await getAppSession();
  return (
    <>
      <PageHeader title="Schedule" description="Lessons, classes and room bookings for your studio's week." />
      <EmptyState icon={CalendarDays} title="Nothing scheduled yet">
        Your studio&apos;s week will appear here: lessons, classes and room rentals, in your studio&apos;s time zone, ready to click and drag.
      </EmptyState>
    </>
  );
}
