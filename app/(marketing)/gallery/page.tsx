import { GalleryCards } from "@/components/marketing/gallery-cards";
import { SectionHeading } from "@/components/marketing/section-heading";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "../page-metadata";

export const metadata = pageMetadata({
  title: "Demo/Gallery",
  description: "See Promenade's calendar view, booking interface and metrics dashboard.",
  path: "/gallery",
});

export default function GalleryPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <SectionHeading
        as="h1"
        eyebrow="Demo/Gallery"
        title="A look inside Promenade"
        intro="The calendar, the booking panel and the metrics your studio will use every day."
      />
      <GalleryCards headingLevel="h2" className="mt-12" />
      <div className="mt-14 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <a href="/signup">Try it free for 14 days</a>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <a href="/contact">Ask for a guided demo</a>
        </Button>
      </div>
    </div>
  );
}
