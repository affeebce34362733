import { FeatureCards } from "@/components/marketing/feature-cards";
import { SectionHeading } from "@/components/marketing/section-heading";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "../page-metadata";

export const metadata = pageMetadata({
  title: "Features",
  description: "Click & drag scheduling, easy booking with integrated payments, and progress metrics for ballroom dance studios.",
  path: "/features",
});

export default function FeaturesPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <SectionHeading
        as="h1"
        eyebrow="Features"
        title="Built for the way studios dance"
        intro="Scheduling, booking and progress in one calm, elegant place, for studio owners, instructors and students."
      />
      <FeatureCards headingLevel="h2" className="mt-12" />
      <div className="mt-14 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <a href="/pricing">See plans and pricing</a>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <a href="/gallery">See the screens</a>
        </Button>
      </div>
    </div>
  );
}
