import Link from "next/link";
import { ChevronLeft } from "lucide-react";

/** A detail page's title row: back link, name, a line of facts and the actions on the right. */
export function DetailHeader({
  back,
  title,
  facts,
  children,
}: {
  back: { href: string; label: string };
  title: string;
  facts: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <header className="grid gap-3 border-b border-border px-4 py-6 sm:px-8">
      <Link href={back.href} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ChevronLeft aria-hidden className="size-4" />
        {back.label}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold">{title}</h1>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">{facts}</div>
        </div>
        {children && <div className="flex flex-wrap items-start gap-2">{children}</div>}
      </div>
    </header>
  );
}

/** A card with a heading, for the detail pages' sections. */
export function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-3 rounded-xl border border-border bg-card p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
