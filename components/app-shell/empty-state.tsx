import type { LucideIcon } from "lucide-react";

/** An honest "nothing here yet": what will appear on this page once it is built and filled. */
export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: React.ReactNode }) {
  return (
    <section className="mx-4 my-8 grid justify-items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-14 text-center sm:mx-8">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-prose text-sm text-muted-foreground">{children}</p>
    </section>
  );
}
