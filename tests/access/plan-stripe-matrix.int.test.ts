import { beforeAll, describe, expect, it } from "vitest";
import { POST as checkout } from "@/app/api/checkout/route";
import { GET as preview } from "@/app/api/subscription/preview/route";
import { GET as getSubscription, PUT as putSubscription } from "@/app/api/subscription/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { getDb } from "@/lib/db/client";
import { ledgerEntries } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { withStripeStandIn } from "../helpers/stripe-stand-in";
import { makeMember, makeStudio } from "../helpers/studio-factory";

type Role = "anonymous" | "student" | "instructor" | "owner";
const ROLES: Role[] = ["anonymous", "student", "instructor", "owner"];

const standIn = withStripeStandIn();

/** Every endpoint of the plan and Stripe work × role (Stripe configured against the stand-in). */
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
] as const;

describe("plan and Stripe endpoints × role", () => {
  let tokens: Record<Role, string | undefined>;
  beforeAll(async () => {
    const { studio, owner } = await makeStudio({ plan: "free" });
    const instructor = await makeMember(studio.id, "instructor");
    const student = await makeStudentMember(studio.id);
    const db = await getDb();
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
