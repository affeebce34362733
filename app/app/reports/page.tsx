import type { Metadata } from "next";
import { ChartColumn } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";
import { getAppSession } from "@/lib/auth/app-session";

export const metadata: Metadata = { title: "Reports" };

export default async function ReportsPage() {
  // Pages render alongside the layout, not after it: each checks the session itself (cached per request).
  await getAppSession();
  return (
    <>
      <PageHeader title="Reports" description="How your studio is doing." />
      <EmptyState icon={ChartColumn} title="No reports yet">
        Reports will appear here once lessons are booked: attendance, practice hours, skill progression and revenue over time.
      </EmptyState>
    </>
  );
}
