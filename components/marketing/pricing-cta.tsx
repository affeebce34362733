import { Button } from "@/components/ui/button";

/** The closing call to action of /pricing: sign up, or talk to us first. */
export function PricingCta() {
  return (
    <section aria-labelledby="cta-title" className="rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
      <h2 id="cta-title" className="font-[family-name:var(--font-display)] text-3xl font-semibold text-balance sm:text-4xl">
        Ready to take the floor?
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-pretty opacity-90">
        Start with a 14-day free trial of Pro. No credit card, and your schedule is ready to share the same day.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg" className="bg-primary-foreground text-primary hover:bg-primary-foreground/90">
          <a href="/signup">Sign Up Now</a>
        </Button>
        <Button
          asChild
          size="lg"
          variant="ghost"
          className="border border-primary-foreground/60 text-primary-foreground hover:bg-primary-foreground/10"
        >
          <a href="/contact">Contact Sales</a>
        </Button>
      </div>
    </section>
  );
}
