import { cn } from "@/lib/utils";

/** The Promenade mark: a serif P inside a ballroom-floor circle, plus the wordmark. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn("size-8 shrink-0", className)}>
      <circle cx="16" cy="16" r="15" className="fill-primary" />
      <circle cx="16" cy="16" r="12" fill="none" strokeWidth="1" className="stroke-primary-foreground/40" />
      <text
        x="16"
        y="22"
        textAnchor="middle"
        fontSize="17"
        fontFamily="Georgia, serif"
        fontStyle="italic"
        className="fill-primary-foreground"
      >
        P
      </text>
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
