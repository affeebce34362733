import Link from "next/link";
import { PasswordForm } from "@/components/profile/password-form";
import { MyDataDownload } from "@/components/records/export/my-data-download";
import { ProfileForm } from "@/components/profile/profile-form";
import { SmsForm } from "@/components/profile/sms-form";
import { ErasureRequestSection } from "@/components/records/erasure/erasure-request-section";
import type { Session } from "@/lib/auth/session";
import { loadSmsSettings } from "@/lib/notifications/sms-preferences";
import { loadProfile } from "@/lib/people/profile";
import { OwnIntakeSection } from "@/components/records/intake/own-intake-section";
import { loadOwnIntake } from "@/lib/records/intake-fields";

/** Settings → Profile, for every role: own details, a student's contact fields, and the password. */
export async function ProfileSection({ session }: { session: Session }) {
  // Read on the server, so the form paints filled in.
  const [profile, sms, intake] = await Promise.all([loadProfile(session), loadSmsSettings(session), loadOwnIntake(session)]);
  return (
    <section aria-labelledby="settings-profile" className="grid gap-6 rounded-xl border border-border bg-card p-5 sm:p-6">
      <div>
        <h2 id="settings-profile" className="font-[family-name:var(--font-display)] text-2xl font-semibold">
          Profile
        </h2>
        <p className="text-sm text-muted-foreground">How you appear in the studio, and how you log in.</p>
      </div>
      <ProfileForm profile={profile} />
      {intake && <OwnIntakeSection questions={intake.fields} answers={intake.answers} />}
      {session.studentId && (
        <p className="text-sm">
          Waivers and agreements you signed, or have to sign:{" "}
          <Link href="/app/documents" className="font-medium text-primary underline underline-offset-4">
            Your documents
          </Link>
        </p>
      )}
      {sms.available && <SmsForm settings={sms} />}
      <PasswordForm />
      <MyDataDownload />
      {session.studentId && <ErasureRequestSection session={session} />}
    </section>
  );
}
