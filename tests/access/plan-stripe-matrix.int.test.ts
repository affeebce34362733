import { beforeAll, describe, expect, it } from "vitest";
import { POST as checkout } from "@/app/api/checkout/route";
import { GET as preview } from "@/app/api/subscription/preview/route";
import { GET as getSubscription, PUT as putSubscription } from "@/app/api/subscription/route";
import { DELETE as removeCard } from "@/app/api/me/payment-methods/[id]/route";
import { GET as listCards } from "@/app/api/me/payment-methods/route";
import { DELETE as disconnect, GET as getAccount, POST as onboard } from "@/app/api/studio/payments-account/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { POST as connectWebhook } from "@/app/api/webhooks/stripe-connect/route";
import { getDb } from "@/lib/db/client";
import { ledgerEntries } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { withStripeStandIn } from "../helpers/stripe-stand-in";
import { activeAccount, connectStudio } from "../helpers/stripe-stand-in-connect";
import { makeMember, makeStudio } from "../helpers/studio-factory";

type Role = "anonymous" | "student" | "instructor" | "owner";
const ROLES: Role[] = ["anonymous", "student", "instructor", "owner"];

const standIn = withStripeStandIn();

/**
 * Every endpoint of the plan and Stripe work × role (Stripe configured against the stand-in, the
 * studio connected to its own account). The studio's account is its owners' business only.
 */
const ROUTES = [
  {
    name: "GET /api/subscription",
    handler: getSubscription,
    call: {},
    expected: { anonymous: 401, student: 200, instructor: 200, owner: 200 },
  },
  {
    name: "GET /api/subscription/preview",
    handler: preview,
    call: { path: "/api/subscription/preview?plan=basic&interval=month" },
    expected: { anonymous: 401, student: 403, instructor: 403, owner: 200 },
  },
  // Free on a studio without a period: applied at once, no Checkout.
  {
    name: "PUT /api/subscription",
    handler: putSubscription,
    call: { method: "PUT", body: { plan: "free", interval: "month" } },
    expected: { anonymous: 401, student: 403, instructor: 403, owner: 200 },
  },
  {
    name: "POST /api/checkout",
    handler: checkout,
    call: { body: { kind: "balance" } },
    expected: { anonymous: 401, student: 200, instructor: 403, owner: 403 },
  },
  // No session needed: without a signature it is 400 for everyone, never 401.
  {
    name: "POST /api/webhooks/stripe",
    handler: webhook,
    call: { body: "{}" },
    expected: { anonymous: 400, student: 400, instructor: 400, owner: 400 },
  },
  {
    name: "POST /api/webhooks/stripe-connect",
    handler: connectWebhook,
    call: { body: "{}" },
    expected: { anonymous: 400, student: 400, instructor: 400, owner: 400 },
  },
  {
    name: "GET /api/studio/payments-account",
    handler: getAccount,
    call: {},
    expected: { anonymous: 401, student: 403, instructor: 403, owner: 200 },
  },
  {
    name: "POST /api/studio/payments-account",
    handler: onboard,
    call: { method: "POST" },
    expected: { anonymous: 401, student: 403, instructor: 403, owner: 200 },
  },
  // Staff have no cards: an empty list.
  {
    name: "GET /api/me/payment-methods",
    handler: listCards,
    call: {},
    expected: { anonymous: 401, student: 200, instructor: 200, owner: 200 },
  },
  {
    name: "DELETE /api/me/payment-methods/{id}",
    handler: removeCard,
    call: { method: "DELETE", params: { id: "pm_nobody_has" } },
    expected: { anonymous: 401, student: 404, instructor: 403, owner: 403 },
  },
  // Last: the owner's disconnect turns online payment off.
  {
    name: "DELETE /api/studio/payments-account",
    handler: disconnect,
    call: { method: "DELETE" },
    expected: { anonymous: 401, student: 403, instructor: 403, owner: 204 },
  },
] as const;

describe("plan and Stripe endpoints × role", () => {
  let tokens: Record<Role, string | undefined>;
  beforeAll(async () => {
    const { studio, owner } = await makeStudio({ plan: "free" });
    const instructor = await makeMember(studio.id, "instructor");
    const student = await makeStudentMember(studio.id);
    const db = await getDb();
    const accountId = await connectStudio(db, studio.id);
    standIn.current.accounts.set(accountId, activeAccount(accountId));
    await db
      .insert(ledgerEntries)
      .values({ studioId: studio.id, studentId: student.student.id, kind: "charge", amountCents: 5000, description: "Lesson" });
    tokens = { anonymous: undefined, student: student.token, instructor: instructor.token, owner: owner.token };
  });

  for (const row of ROUTES) {
    for (const role of ROLES) {
      it(`${row.name} as ${role} → ${row.expected[role]}`, async () => {
        const response = await callRoute(row.handler, { ...row.call, token: tokens[role] });
        expect(response.status).toBe(row.expected[role]);
      });
    }
  }
});
