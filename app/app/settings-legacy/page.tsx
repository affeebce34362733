import type { Metadata } from "next";
import { Settings2 } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";
import { getAppSession } from "@/lib/auth/app-session";

export const metadata: Metadata = { title: "Legacy settings" };

export default async function LegacySettingsPage() {
  // Pages render alongside the layout, not after it: each checks the session itself (cached per request).
  await getAppSession();
  return (
    <>
      <PageHeader title="Legacy settings" description="The earlier settings screen, kept for links that still point here." />
      <EmptyState icon={Settings2} title="Nothing to configure here">
        Everything from the earlier settings screen is moving to Settings. Until then this page stays, so old links and bookmarks still land
        somewhere useful.
      </EmptyState>
    </>
  );
}
