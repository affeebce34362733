import { ContactDetails } from "@/components/marketing/contact-details";
import { ContactFormOnDemand } from "@/components/marketing/contact-form-on-demand";
import { FeatureCards } from "@/components/marketing/feature-cards";
import { GalleryCards } from "@/components/marketing/gallery-cards";
import { Hero } from "@/components/marketing/hero";
import { PlanCards } from "@/components/marketing/plan-cards";
import { SectionHeading } from "@/components/marketing/section-heading";
import { pageMetadata } from "./page-metadata";

export const metadata = pageMetadata({
  description:
    "Elegant dance scheduling for ballroom studios: click-and-drag scheduling, easy booking of studios, private lessons and group classes with integrated payments, and progress metrics for every dancer.",
  path: "/",
});

export default function HomePage() {
  return (
    <>
      <Hero />
      <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading
            id="features-title"
            eyebrow="Features"
            title="Everything your studio needs, in step"
            intro="From the first booking to the next medal exam: one place for the schedule, the students and the money."
          />
          <FeatureCards className="mt-12" />
        </div>
      </section>
      <section id="gallery" aria-labelledby="gallery-title" className="scroll-mt-20 bg-muted/50 py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading
            id="gallery-title"
            eyebrow="Demo"
            title="A look inside Promenade"
            intro="The screens your studio works in every day."
          />
          <GalleryCards className="mt-12" />
        </div>
      </section>
      <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading
            id="pricing-title"
            eyebrow="Pricing"
            title="Simple plans for every studio"
            intro="Start with a 14-day free trial of Pro. No credit card required."
            className="mb-10"
          />
          <PlanCards />
          <p className="mt-10 text-center">
            <a href="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
              Compare every feature and read the FAQ
            </a>
          </p>
        </div>
      </section>
      <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 bg-muted/50 py-20">
        <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <SectionHeading
              id="contact-title"
              eyebrow="Contact"
              title="Let's talk about your studio"
              intro="Questions about plans, moving from spreadsheets, or a demo for your instructors? Write to us."
              className="mx-0 mb-10 text-left"
            />
            <ContactDetails />
          </div>
          <ContactFormOnDemand />
        </div>
      </section>
    </>
  );
}
