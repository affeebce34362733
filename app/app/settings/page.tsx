import type { Metadata } from "next";
import { PageHeader } from "@/components/app-shell/page-header";
import { PlanSection } from "@/components/settings/plan-section";
import { PolicySection } from "@/components/settings/policy-section";
import { ProfileSection } from "@/components/settings/profile-section";
import { ServicesSection } from "@/components/settings/services-section";
import { SyllabusSection } from "@/components/settings/syllabus-section";
import { getAppSession } from "@/lib/auth/app-session";

export const metadata: Metadata = { title: "Settings" };

/** One page, a section per concern; owners see the studio's sections, everyone their own profile. */
export default async function SettingsPage() {
  // Pages render alongside the layout, not after it: each checks the session itself (cached per request).
  const session = await getAppSession();
  const isOwner = session.role === "owner";
  return (
    <>
      <PageHeader title="Settings" description={isOwner ? "Your studio, your plan and your account." : "Your profile and your account."} />
      <div className="space-y-8 px-4 py-6 sm:px-8">
        <ProfileSection session={session} />
        {isOwner && <PlanSection session={session} />}
        {isOwner && <PolicySection session={session} />}
        {isOwner && <ServicesSection session={session} />}
        {isOwner && <SyllabusSection />}
      </div>
    </>
  );
}
