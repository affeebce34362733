import type { Metadata } from "next";
import { Users } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";
import { getAppSession } from "@/lib/auth/app-session";

export const metadata: Metadata = { title: "Students" };

export default async function StudentsPage() {
  // Pages render alongside the layout, not after it: each checks the session itself (cached per request).
  await getAppSession();
  return (
    <>
      <PageHeader title="Students" description="Everyone who dances at your studio." />
      <EmptyState icon={Users} title="No students yet">
        Your students will appear here with their level (Newcomer, Bronze, Silver, Gold), dance partner, lesson packages and progress.
      </EmptyState>
    </>
  );
}
