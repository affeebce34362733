import type { Metadata } from "next";
import { ChartColumn } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";

export const metadata: Metadata = { title: "Reports" };

export default function ReportsPage() {
  return (
    <>
      <PageHeader title="Reports" description="How your studio is doing." />
      <EmptyState icon={ChartColumn} title="No reports yet">
        Reports will appear here once lessons are booked: attendance, practice hours, skill progression and revenue over time.
      </EmptyState>
    </>
  );
}
