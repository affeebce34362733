import { Sparkles } from "lucide-react";
import { cn } from "@/lib/utils";

/** The studio's plan name (SPEC §2); "Free" when it could not be read (SPEC §8). */
export function PlanBadge({ name, isTrial, className }: { name: string; isTrial: boolean; className?: string }) {
  return (
    <p
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border border-accent/40 bg-accent-soft px-2.5 py-1 text-xs font-semibold text-accent",
        className,
      )}
      title={isTrial ? `${name} plan (free trial)` : `${name} plan`}
    >
      <Sparkles aria-hidden className="size-3.5 shrink-0" />
      <span className="sr-only">Plan: </span>
      <span data-testid="plan-name">{name}</span>
      {isTrial && <span className="font-normal">trial</span>}
    </p>
  );
}
