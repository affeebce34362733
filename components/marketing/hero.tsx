import { ArrowRight } from "@/components/ui/static-icons";
import { Button } from "@/components/ui/button";
import { HeroAnimation } from "./hero-animation";
import { SampleCalendar } from "./sample-calendar";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div aria-hidden className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-primary-soft/70 to-transparent" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <div className="flex items-center gap-3">
            <HeroAnimation />
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">Studio Management</p>
          </div>
          <h1
            id="hero-title"
            className="mt-4 font-[family-name:var(--font-display)] text-5xl font-semibold tracking-tight text-balance sm:text-6xl"
          >
            Elegant Dance Scheduling
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            Promenade runs the business side of your ballroom studio: a calendar you arrange by click and drag, booking and payment for
            lessons, classes and floor time, and progress metrics every dancer can follow.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <a href="#features">
                Get Started <ArrowRight aria-hidden />
              </a>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <a href="/pricing">See pricing</a>
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">14-day free trial of Pro · no credit card required</p>
        </div>
        <SampleCalendar />
      </div>
    </section>
  );
}
