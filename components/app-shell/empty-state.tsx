import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * An honest "nothing here yet": what will appear on this page once it is built and filled. On its own
 * it sits in the page's margins; inside a section that has them already, `inline` drops its own.
 */
export function EmptyState({
  icon: Icon,
  title,
  inline = false,
  children,
}: {
  icon: LucideIcon;
  title: string;
  inline?: boolean;
  children: React.ReactNode;
}) {
  // Inside a section it is a part of that section, one heading level down.
  const Heading = inline ? "h3" : "h2";
  return (
    <section
      className={cn(
        "grid justify-items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 text-center",
        inline ? "py-10" : "mx-4 my-8 py-14 sm:mx-8",
      )}
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden className="size-6" />
      </span>
      <Heading className="text-lg font-semibold">{title}</Heading>
      <p className="max-w-prose text-sm text-muted-foreground">{children}</p>
    </section>
  );
}
