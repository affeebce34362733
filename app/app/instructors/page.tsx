import type { Metadata } from "next";
import { GraduationCap } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";
import { getAppSession } from "@/lib/auth/app-session";

export const metadata: Metadata = { title: "Instructors" };

export default async function InstructorsPage() {
  // Pages render alongside the layout, not after it: each checks the session itself (cached per request).
  await getAppSession();
  return (
    <>
      <PageHeader title="Instructors" description="The people who teach at your studio." />
      <EmptyState icon={GraduationCap} title="No instructors yet">
        Your instructors will appear here with their dance styles, weekly availability, rates and the colour that marks their lessons on the schedule.
      </EmptyState>
    </>
  );
}
