"use client";

import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";

/** What a people page shows when loading it failed: say so plainly and offer a retry. */
export function PeopleError({ title, reset }: { title: string; reset: () => void }) {
  return (
    <>
      <header className="border-b border-border px-4 py-6 sm:px-8">
        <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold">{title}</h1>
      </header>
      <section
        role="alert"
        className="mx-4 my-8 grid justify-items-center gap-3 rounded-xl border border-border bg-card px-6 py-14 text-center sm:mx-8"
      >
        <TriangleAlert aria-hidden className="size-8 text-danger" />
        <h2 className="text-lg font-semibold">This page couldn&apos;t load</h2>
        <p className="max-w-prose text-sm text-muted-foreground">
          Something went wrong on our side or the connection dropped. Your data is safe.
        </p>
        <Button type="button" onClick={reset}>
          Try again
        </Button>
      </section>
    </>
  );
}
