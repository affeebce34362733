import type { Metadata } from "next";
import Link from "next/link";
import { StudioHeader } from "@/components/public/studio-header";
import { TrialConfirmForm } from "@/components/public/trial-confirm-form";
import { getDb } from "@/lib/db/client";
import { priceText } from "@/lib/money/price-text";
import { formatWhen } from "@/lib/public/format-class";
import { readTrialConfirmation } from "@/lib/public/trial-confirmation";
import { loadPublicStudio } from "../../../load-page";

type Props = { params: Promise<{ slug: string; token: string }> };

export const metadata: Metadata = { title: "Confirm your first lesson", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

const DEAD_LINKS = {
  confirmed: {
    title: "This first lesson is already confirmed",
    text: "Look for our e-mail to choose your password and see your lessons.",
  },
  expired: { title: "This link has expired", text: "Confirmation links work for a day. Ask for your first lesson again." },
  invalid: {
    title: "This link isn't valid",
    text: "Check that you opened the whole link from the e-mail, or ask for your first lesson again.",
  },
} as const;

/** Where "Confirm your first lesson" leads: the lesson asked for, and the button that books it. */
export default async function TrialConfirmPage({ params }: Props) {
  const { slug, token } = await params;
  const studio = await loadPublicStudio(slug);
  const status = await readTrialConfirmation(await getDb(), studio.id, token);
  return (
    <div className="flex min-h-dvh flex-col">
      <StudioHeader name={studio.name} logoUrl={studio.logoUrl} />
      <main id="main" className="mx-auto grid w-full max-w-xl flex-1 content-center gap-4 px-4 py-16 sm:px-6">
        {status.state === "open" ? (
          <>
            <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold">Confirm your first lesson</h1>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl border border-border bg-card p-4 text-sm">
              <dt className="text-muted-foreground">Lesson</dt>
              <dd className="font-medium">{status.lesson.title}</dd>
              <dt className="text-muted-foreground">When</dt>
              <dd className="font-medium">{formatWhen(status.lesson.startsAt, studio)}</dd>
              {status.price && (
                <>
                  <dt className="text-muted-foreground">Price</dt>
                  <dd className="font-medium">{priceText(status.price)}</dd>
                </>
              )}
              <dt className="text-muted-foreground">For</dt>
              <dd className="font-medium">
                {status.name} ({status.email})
              </dd>
            </dl>
            <TrialConfirmForm slug={studio.slug} token={token} />
          </>
        ) : (
          <>
            <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold">{DEAD_LINKS[status.state].title}</h1>
            <p className="text-muted-foreground">{DEAD_LINKS[status.state].text}</p>
            <Link href={`/s/${studio.slug}#book`} className="text-primary underline underline-offset-4">
              Back to {studio.name}
            </Link>
          </>
        )}
      </main>
    </div>
  );
}
