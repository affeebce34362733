import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { PUT as putSubscription } from "@/app/api/subscription/route";
import { getDb } from "@/lib/db/client";
import { planInvoices, studios } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { withStripeStandIn } from "../helpers/stripe-stand-in";
import { makeStudio } from "../helpers/studio-factory";

// Another request changes the studio's plan between the unlocked preview and the locked change:
// the preview runs as usual, then the studio is moved to Free (as a subscription.deleted webhook would).
const race = vi.hoisted(() => ({ studioId: null as string | null }));
vi.mock("@/lib/billing/apply-plan-change", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/billing/apply-plan-change")>();
  return {
    ...original,
    previewPlanChange: async (...args: Parameters<typeof original.previewPlanChange>) => {
      const preview = await original.previewPlanChange(...args);
      if (race.studioId) {
        const { getDb: db } = await import("@/lib/db/client");
        const { studios: table } = await import("@/lib/db/schema");
        await (
          await db()
        )
          .update(table)
          .set({ plan: "free", currentPeriodEnd: null, stripeSubscriptionId: null })
          .where(eq(table.id, race.studioId));
      }
      return preview;
    },
  };
});

withStripeStandIn();

describe("a plan change that turns into a charge under the lock, billing through Stripe", () => {
  it("answers 409 instead of applying an unpaid upgrade", async () => {
    const { studio, owner } = await makeStudio({
      plan: "pro",
      billingInterval: "month",
      currentPeriodEnd: new Date(Date.now() + 10 * 86_400_000),
      stripeSubscriptionId: "sub_test_race",
    });
    race.studioId = studio.id;
    const response = await callRoute(putSubscription, { token: owner.token, body: { plan: "basic", interval: "month" }, method: "PUT" });
    race.studioId = null;
    expect([response.status, response.body.error?.message]).toEqual([409, "Your plan changed meanwhile; review the change again."]);
    const db = await getDb();
    const [row] = await db.select().from(studios).where(eq(studios.id, studio.id));
    expect(row).toMatchObject({ plan: "free", pendingPlan: null });
    expect(await db.select().from(planInvoices).where(eq(planInvoices.studioId, studio.id))).toEqual([]);
  });
});
