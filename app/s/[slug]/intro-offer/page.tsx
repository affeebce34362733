import type { Metadata } from "next";
import Link from "next/link";
import { CircleCheck, CircleX } from "lucide-react";
import { StudioHeader } from "@/components/public/studio-header";
import { loadPublicStudio } from "../load-page";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: "Your intro offer", robots: { index: false } };

// Stripe sends the visitor back before (or just after) its webhook sells the offer and books the lesson.
const TEXT = {
  paid: {
    heading: "Thank you, your payment went through",
    body: "Your intro offer is yours and your first lesson is being booked. We're e-mailing you the details and a link to choose your password and see your lessons.",
  },
  cancelled: {
    heading: "Payment cancelled",
    body: "Nothing was paid and nothing is booked. You can choose an offer again on the studio's page.",
  },
} as const;

/** Where Stripe Checkout sends a visitor back after paying (or not) for an intro offer (?checkout=paid|cancelled). */
export default async function IntroOfferReturnPage({ params, searchParams }: Props) {
  const studio = await loadPublicStudio((await params).slug);
  const outcome = (await searchParams).checkout === "paid" ? "paid" : "cancelled";
  const Icon = outcome === "paid" ? CircleCheck : CircleX;
  return (
    <div className="flex min-h-dvh flex-col">
      <StudioHeader name={studio.name} logoUrl={studio.logoUrl} />
      <main id="main" className="mx-auto grid w-full max-w-xl flex-1 content-center gap-4 px-4 py-16 text-center sm:px-6">
        <Icon aria-hidden className={`mx-auto size-12 ${outcome === "paid" ? "text-success" : "text-muted-foreground"}`} />
        <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold">{TEXT[outcome].heading}</h1>
        <p className="text-muted-foreground">{TEXT[outcome].body}</p>
        <Link href={`/s/${studio.slug}`} className="text-primary underline underline-offset-4">
          Back to {studio.name}
        </Link>
      </main>
    </div>
  );
}
