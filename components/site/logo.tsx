import { cn } from "@/lib/utils";

/** The Promenade mark: a serif P inside a ballroom-floor circle, plus the wordmark. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn("size-8 shrink-0", className)}>
      <circle cx="16" cy="16" r="15" className="fill-primary" />
      <circle cx="16" cy="16" r="12" fill="none" strokeWidth="1" className="stroke-primary-foreground/40" />
      {/* The P is drawn, not typeset: an SVG <text> counts as visible text for the link's name. */}
      <path
        d="M13.4 23.5 15.6 9.2h3.3c2.4 0 3.6 1.3 3.2 3.3-.4 2.3-2.2 3.7-4.7 3.7h-2.9"
        fill="none"
        strokeWidth="2.1"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
      />
    </svg>
  );
}

export function Logo({ className, withTagline = false }: { className?: string; withTagline?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span className="font-[family-name:var(--font-display)] text-xl font-semibold tracking-tight">Promenade</span>
        {withTagline && <span className="mt-0.5 text-[0.7rem] uppercase tracking-[0.18em] text-muted-foreground">Studio Management</span>}
      </span>
    </span>
  );
}
