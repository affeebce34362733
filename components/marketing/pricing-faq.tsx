import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { FAQ } from "@/lib/billing/plans";

/** SPEC §4: at most one answer open; clicking the open question closes it. */
export function PricingFaq() {
  return (
    <Accordion type="single" collapsible className="border-t border-border">
      {FAQ.map((entry, index) => (
        <AccordionItem key={entry.question} value={`faq-${index}`}>
          <AccordionTrigger className="text-base">{entry.question}</AccordionTrigger>
          <AccordionContent className="text-base">{entry.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
