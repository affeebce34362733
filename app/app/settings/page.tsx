import type { Metadata } from "next";
import { Settings } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";
import { getAppSession } from "@/lib/auth/app-session";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  // Pages render alongside the layout, not after it: each checks the session itself (cached per request).
  await getAppSession();
  return (
    <>
      <PageHeader title="Settings" description="Your studio, your plan and your account." />
      <EmptyState icon={Settings} title="Settings are on their way">
        Your studio&apos;s settings will appear here: its name, time zone, business hours, rooms, the services you offer, and your plan.
      </EmptyState>
    </>
  );
}
