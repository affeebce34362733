import { ContactDetails } from "@/components/marketing/contact-details";
import { ContactFormOnDemand } from "@/components/marketing/contact-form-on-demand";
import { SectionHeading } from "@/components/marketing/section-heading";
import { pageMetadata } from "../page-metadata";

export const metadata = pageMetadata({
  title: "Contact",
  description: "Questions about Promenade, plans or a demo for your studio? Send us a message.",
  path: "/contact",
});

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <SectionHeading
        as="h1"
        eyebrow="Contact"
        title="We'd love to hear from you"
        intro="Ask about plans, moving your studio over, or a guided demo. We reply within one business day."
      />
      <div className="mt-12 grid gap-12 lg:grid-cols-[1.4fr_1fr]">
        <ContactFormOnDemand />
        <ContactDetails />
      </div>
    </div>
  );
}
