import type { Metadata } from "next";
import { Users } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";

export const metadata: Metadata = { title: "Students" };

export default function StudentsPage() {
  return (
    <>
      <PageHeader title="Students" description="Everyone who dances at your studio." />
      <EmptyState icon={Users} title="No students yet">
        Your students will appear here with their level (Newcomer, Bronze, Silver, Gold), dance partner, lesson packages and progress.
      </EmptyState>
    </>
  );
}
