import { PlanCards } from "@/components/marketing/plan-cards";
import { PlanComparison } from "@/components/marketing/plan-comparison";
import { PricingCta } from "@/components/marketing/pricing-cta";
import { PricingFaq } from "@/components/marketing/pricing-faq";
import { SectionHeading } from "@/components/marketing/section-heading";
import { pageMetadata } from "../page-metadata";

export const metadata = pageMetadata({
  title: "Pricing",
  description: "Basic, Pro and Premium plans for dance studios, billed monthly or annually (save 20%). 14-day free trial, no credit card.",
  path: "/pricing",
});

export default function PricingPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <SectionHeading
        as="h1"
        eyebrow="Pricing"
        title="Plans that grow with your studio"
        intro="Every plan starts with a 14-day free trial of Pro. No credit card required."
        className="mb-10"
      />
      <PlanCards headingLevel="h2" />
      <section aria-labelledby="compare-title" className="mx-auto mt-24 max-w-4xl">
        <h2 id="compare-title" className="text-center font-[family-name:var(--font-display)] text-3xl font-semibold">
          Compare plans
        </h2>
        <div className="mt-8">
          <PlanComparison />
        </div>
      </section>
      <section aria-labelledby="faq-title" className="mx-auto mt-24 max-w-3xl">
        <h2 id="faq-title" className="mb-6 text-center font-[family-name:var(--font-display)] text-3xl font-semibold">
          Frequently asked questions
        </h2>
        <PricingFaq />
      </section>
      <div className="mt-24">
        <PricingCta />
      </div>
    </div>
  );
}
