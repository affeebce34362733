import { describe, expect, it } from "vitest";
import { PUT as putSubscription } from "@/app/api/subscription/route";
import { callRoute } from "../helpers/call-route";
import { makeStudio, studioRow } from "../helpers/studio-factory";

const DAY = 86_400_000;
const put = (token: string, body: unknown) => callRoute(putSubscription, { token, body, method: "PUT" });

describe("self-hosted plan changes (no Stripe)", () => {
  it("still schedules an annual → monthly downgrade for the period's end", async () => {
    const periodEnd = new Date(Date.now() + 200 * DAY);
    const { studio, owner } = await makeStudio({ plan: "pro", billingInterval: "year", currentPeriodEnd: periodEnd });
    const response = await put(owner.token, { plan: "basic", interval: "month" });
    expect(response.status).toBe(200);
    expect(response.body.change).toMatchObject({ change: "downgrade", effectiveAt: periodEnd.toISOString() });
    expect(await studioRow(studio.id)).toMatchObject({ plan: "pro", pendingPlan: "basic", pendingInterval: "month" });
  });
});

describe("the amount the owner confirmed (expectedAmountCents)", () => {
  it("applies the change when the amount is the one confirmed, and answers 409 with the new amount otherwise", async () => {
    const { studio, owner } = await makeStudio({ plan: "free", trialEndsAt: new Date(Date.now() + 10 * DAY) });
    const stale = await put(owner.token, { plan: "pro", interval: "month", expectedAmountCents: 900 });
    expect([stale.status, stale.body.error.message]).toEqual([409, "This change now costs $19.00, not $9.00; review the change again."]);
    expect(await studioRow(studio.id)).toMatchObject({ plan: "free" });

    const confirmed = await put(owner.token, { plan: "pro", interval: "month", expectedAmountCents: 1900 });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.change).toMatchObject({ change: "upgrade", amountCents: 1900 });
    // Without the field the contract is as before.
    expect((await put(owner.token, { plan: "premium", interval: "month" })).status).toBe(200);
    expect((await put(owner.token, { plan: "pro", interval: "month", expectedAmountCents: -5 })).status).toBe(400);
  });
});
