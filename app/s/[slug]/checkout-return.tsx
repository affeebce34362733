import Link from "next/link";
import { CircleCheck, CircleX } from "lucide-react";
import { StudioHeader } from "@/components/public/studio-header";
import { loadPublicStudio } from "./load-page";

export type CheckoutReturnProps = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** What the page says when the visitor paid, and when they cancelled. */
export type CheckoutReturnText = Record<"paid" | "cancelled", { heading: string; body: string }>;

/**
 * A page Stripe Checkout sends a visitor back to from the studio's public page (?checkout=paid|cancelled):
 * what happened, in `text`, and the way back to the studio's page.
 */
export async function CheckoutReturn({ params, searchParams, text }: CheckoutReturnProps & { text: CheckoutReturnText }) {
  const studio = await loadPublicStudio((await params).slug);
  const outcome = (await searchParams).checkout === "paid" ? "paid" : "cancelled";
  const Icon = outcome === "paid" ? CircleCheck : CircleX;
  return (
    <div className="flex min-h-dvh flex-col">
      <StudioHeader name={studio.name} logoUrl={studio.logoUrl} />
      <main id="main" className="mx-auto grid w-full max-w-xl flex-1 content-center gap-4 px-4 py-16 text-center sm:px-6">
        <Icon aria-hidden className={`mx-auto size-12 ${outcome === "paid" ? "text-success" : "text-muted-foreground"}`} />
        <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold">{text[outcome].heading}</h1>
        <p className="text-muted-foreground">{text[outcome].body}</p>
        <Link href={`/s/${studio.slug}`} className="text-primary underline underline-offset-4">
          Back to {studio.name}
        </Link>
      </main>
    </div>
  );
}
