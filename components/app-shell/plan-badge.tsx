import { Sparkles } from "lucide-react";
import { formatPlanDate } from "@/lib/billing/format";
import { cn } from "@/lib/utils";

// In the collapsed rail the badge shrinks to the bare name, centred, and may reach into the rail's
// padding (40 px inside it, 60 px across): "Premium" needs about 54 px. The rail's data-state
// (group "sidebar") brings the icon and "Trial" back when it expands.
// Class names are written out in full: Tailwind finds them by scanning the source.

/** The studio's plan in effect; "Free" when it could not be read. In a trial: "Pro Trial", its end in the tooltip. */
export function PlanBadge({
  name,
  isTrial,
  trialEndsAt = null,
  inRail = false,
}: {
  name: string;
  isTrial: boolean;
  trialEndsAt?: string | null;
  inRail?: boolean;
}) {
  const trialEnd = isTrial && trialEndsAt ? formatPlanDate(trialEndsAt) : null;
  return (
    <p
      className={cn(
        "mb-2 inline-flex items-center gap-1.5 justify-self-start rounded-full border border-accent/40 bg-accent-soft px-2.5 py-1 text-xs font-semibold text-accent",
        inRail &&
          "-mx-2.5 justify-self-center px-1 text-[9px] tracking-tight group-data-[state=expanded]/sidebar:mx-0 group-data-[state=expanded]/sidebar:justify-self-start group-data-[state=expanded]/sidebar:px-2.5 group-data-[state=expanded]/sidebar:text-xs group-data-[state=expanded]/sidebar:tracking-normal",
      )}
      title={isTrial ? `${name} plan (free trial${trialEnd ? `, ends ${trialEnd}` : ""})` : `${name} plan`}
    >
      <Sparkles aria-hidden className={cn("size-3.5 shrink-0", inRail && "hidden group-data-[state=expanded]/sidebar:block")} />
      <span className="sr-only">Plan: </span>
      <span data-testid="plan-name">{name}</span>
      {isTrial && <span className={cn("font-normal", inRail && "hidden group-data-[state=expanded]/sidebar:inline")}>Trial</span>}
      {trialEnd && <span className="sr-only">, ends {trialEnd}</span>}
    </p>
  );
}
