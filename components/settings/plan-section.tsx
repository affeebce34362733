import { Suspense } from "react";
import { PlanSettings } from "@/components/billing/plan-settings";
import type { Session } from "@/lib/auth/session";
import { resolveSubscription } from "@/lib/billing/resolve-subscription";

/** Settings → Plan (owners): resolved from the session on the server, so it paints filled in. */
export function PlanSection({ session }: { session: Session }) {
  const subscription = resolveSubscription(session.studioPlan, new Date());
  return (
    <section aria-labelledby="settings-plan" className="grid gap-6 rounded-xl border border-border bg-card p-5 sm:p-6">
      <div>
        <h2 id="settings-plan" className="font-[family-name:var(--font-display)] text-2xl font-semibold">
          Plan
        </h2>
        <p className="text-sm text-muted-foreground">
          Upgrades apply at once and are prorated; downgrades wait for your next billing date.
        </p>
      </div>
      {/* useSearchParams (Checkout's return) needs a Suspense boundary in a server-rendered page. */}
      <Suspense>
        <PlanSettings initial={subscription} />
      </Suspense>
    </section>
  );
}
