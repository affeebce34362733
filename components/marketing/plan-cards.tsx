import { Check } from "@/components/ui/static-icons";
import { Button } from "@/components/ui/button";
import { monthlyPrice, PAID_PLANS } from "@/lib/billing/plans";
import { cn } from "@/lib/utils";
import { BillingIntervalToggle } from "./billing-interval-toggle";

const TAGLINES: Record<string, string> = {
  basic: "For a teacher or a small studio getting organised.",
  pro: "For busy studios with classes, rooms and waitlists.",
  premium: "For multi-room studios that want every tool.",
};

/** The switch and the three plan cards: one component for /pricing and the home page. */
export function PlanCards({ headingLevel = "h3" }: { headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <BillingIntervalToggle>
      <ul className="mt-10 grid items-stretch gap-6 lg:grid-cols-3">
        {PAID_PLANS.map((plan) => {
          const month = monthlyPrice(plan.key, "month");
          const year = monthlyPrice(plan.key, "year");
          return (
            <li
              key={plan.key}
              className={cn(
                "relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm",
                plan.featured ? "border-primary ring-2 ring-primary lg:-my-3 lg:py-9" : "border-border",
              )}
            >
              {plan.featured && (
                <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
                  Most Popular
                </p>
              )}
              <Heading className="font-[family-name:var(--font-display)] text-2xl font-semibold">{plan.name}</Heading>
              <p className="mt-1 text-sm text-muted-foreground">{TAGLINES[plan.key]}</p>
              <p className="mt-6 flex items-baseline gap-1" data-testid={`price-${plan.key}`}>
                <span className="text-5xl font-semibold tracking-tight tabular-nums">
                  <span className="group-has-checked/billing:hidden">${month}</span>
                  <span className="hidden group-has-checked/billing:inline">${year}</span>
                </span>
                <span className="text-sm text-muted-foreground">/month</span>
              </p>
              <p className="mt-1 text-xs text-muted-foreground">
                <span className="group-has-checked/billing:hidden">Billed monthly</span>
                <span className="hidden group-has-checked/billing:inline">Billed annually (${year * 12} a year)</span>
              </p>
              <ul className="mt-6 grid flex-1 content-start gap-3 text-sm">
                {plan.highlights.map((highlight) => (
                  <li key={highlight} className="flex gap-2">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                    {highlight}
                  </li>
                ))}
              </ul>
              <Button asChild variant={plan.featured ? "primary" : "secondary"} className="mt-8 w-full">
                <a href="/signup">Start free trial</a>
              </Button>
            </li>
          );
        })}
      </ul>
    </BillingIntervalToggle>
  );
}
