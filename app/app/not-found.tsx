import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found" };

/** A missing page for someone signed in: inside the app's sidebar, with the way back to their schedule. */
export default function AppNotFound() {
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">Error 404</p>
      <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold">This page isn&apos;t here</h1>
      <p className="text-muted-foreground">The address may be mistyped, or the page has moved. Your schedule is one step away.</p>
      <div className="flex justify-center">
        <Button asChild>
          <Link href="/app/schedule">Go to the schedule</Link>
        </Button>
      </div>
    </div>
  );
}
