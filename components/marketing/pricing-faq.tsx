import { ChevronDown } from "@/components/ui/static-icons";
import { FAQ } from "@/lib/billing/plans";

/**
 * At most one answer open; clicking the open question closes it. Native disclosure
 * widgets sharing a `name` (an exclusive accordion: opening one closes the others), so the FAQ
 * ships no JavaScript; the browser exposes each question's expanded state.
 */
export function PricingFaq() {
  return (
    <div className="border-t border-border">
      {FAQ.map((entry) => (
        <details key={entry.question} name="pricing-faq" className="group border-b border-border">
          <summary className="flex cursor-default list-none items-center justify-between gap-4 py-4 text-left text-base font-medium hover:text-primary [&::-webkit-details-marker]:hidden">
            <h3>{entry.question}</h3>
            <ChevronDown aria-hidden className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" />
          </summary>
          <div className="overflow-hidden text-sm text-muted-foreground">
            <div className="pb-4 text-base">{entry.answer}</div>
          </div>
        </details>
      ))}
    </div>
  );
}
