import type { Metadata } from "next";
import Link from "next/link";
import { InviteAcceptForm } from "@/components/booking/invite-accept-form";
import { PublicFrame } from "@/components/site/public-frame";
import { Button } from "@/components/ui/button";
import { getDb } from "@/lib/db/client";
import { readInviteStatus } from "@/lib/people/invite-status";
import { isStudent } from "@/lib/access/rules";
import { listIntakeFields, readIntakeAnswers } from "@/lib/records/intake";

export const metadata: Metadata = { title: "Accept your invitation", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

const DEAD_LINKS = {
  used: { title: "This invitation has already been used", text: "Your account is set up. Log in with the e-mail and password you chose." },
  expired: { title: "This invitation has expired", text: "Invitation links work for 7 days. Ask your studio to send you a new one." },
  ended: {
    title: "This invitation link is no longer valid",
    text: "Only the newest invitation sent to your current e-mail works. Ask your studio for a new one.",
  },
  invalid: { title: "This invitation link isn't valid", text: "Check that you copied the whole link, or ask your studio for a new one." },
} as const;

/** A student is asked the studio's questions (never a staff-only one), any answer already on record filled in. */
async function studentQuestions(status: { studioId: string; personId: string }) {
  const db = await getDb();
  const fields = await listIntakeFields(db, status.studioId, { forStudent: true });
  const answers = await readIntakeAnswers(db, status.studioId, status.personId, fields);
  return {
    questions: fields.map(({ id, label, kind, choices, required }) => ({ id, label, kind, choices, required })),
    answers: answers.map(({ fieldId, value }) => ({ fieldId, value })),
  };
}

/** The page an invited instructor or student opens: set a name and password, and they are in. */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const status = await readInviteStatus(await getDb(), token);
  return (
    <PublicFrame mainClassName="bg-muted/40">
      <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
          {status.state === "open" ? (
            <>
              <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold">Join {status.studioName}</h1>
              <p className="mt-1 mb-6 text-sm text-muted-foreground">
                You&apos;ve been invited as {isStudent(status) ? "a student" : "an instructor"} ({status.email}). Choose your name and a
                password to book lessons and see your schedule.
              </p>
              <InviteAcceptForm token={token} name={status.name} {...(isStudent(status) ? await studentQuestions(status) : {})} />
            </>
          ) : (
            <>
              <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold">{DEAD_LINKS[status.state].title}</h1>
              <p className="mt-2 mb-6 text-sm text-muted-foreground">{DEAD_LINKS[status.state].text}</p>
              <div className="flex flex-wrap gap-2">
                <Button asChild>
                  <Link href="/login">Log in</Link>
                </Button>
                <Button asChild variant="secondary">
                  <Link href="/contact">Contact us</Link>
                </Button>
              </div>
            </>
          )}
        </div>
      </div>
    </PublicFrame>
  );
}
