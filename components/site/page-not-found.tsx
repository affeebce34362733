import type { Metadata } from "next";
import { PublicFrame } from "@/components/site/public-frame";
import { Button } from "@/components/ui/button";

/** For a 404 inside the root layout, whose title template adds " · Promenade". */
export const notFoundMetadata: Metadata = {
  title: "Page not found",
  description: "This page does not exist.",
  robots: { index: false },
};

/** The 404 page's content: the site's header and footer, and a way back home. */
export function PageNotFound() {
  return (
    <PublicFrame mainClassName="flex items-center">
      <div className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">Error 404</p>
        <h1 className="mt-3 font-[family-name:var(--font-display)] text-4xl font-semibold tracking-tight sm:text-5xl">
          This step isn&apos;t in the routine
        </h1>
        <p className="mt-5 text-lg text-muted-foreground">
          The page you were looking for does not exist or has moved. Let&apos;s get you back on the floor.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <a href="/">Back to the home page</a>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <a href="/contact">Contact us</a>
          </Button>
        </div>
      </div>
    </PublicFrame>
  );
}
