import { beforeAll, describe, expect, it } from "vitest";
import { GET as ownAccount } from "@/app/api/account/route";
import { POST as voidCharge } from "@/app/api/charges/[id]/void/route";
import { PATCH as patchPackage } from "@/app/api/packages/[id]/route";
import { GET as listPackages, POST as createPackage } from "@/app/api/packages/route";
import { POST as refund } from "@/app/api/payments/[id]/refunds/route";
import { GET as receipt } from "@/app/api/payments/[id]/route";
import { GET as exportCsv } from "@/app/api/payments/export/route";
import { GET as overview, POST as recordPayment } from "@/app/api/payments/route";
import { GET as getPolicies, PATCH as patchPolicies } from "@/app/api/studio/policies/route";
import { GET as account } from "@/app/api/students/[id]/account/route";
import { POST as sellPackage } from "@/app/api/students/[id]/packages/route";
import { getDb } from "@/lib/db/client";
import { ledgerEntries } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makePackage } from "../helpers/money-factory";
import { makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

type Role = "anonymous" | "student" | "instructor" | "owner";
const ROLES: Role[] = ["anonymous", "student", "instructor", "owner"];

/** A studio with a package, a student account with a payment and an unpaid charge, and another student's payment. */
async function makeFixture() {
  const s = await makeScheduleStudio();
  const db = await getDb();
  const me = await makeStudentMember(s.studio.id);
  const otherStudent = await makeStudent(s.studio.id);
  const debtor = await makeStudent(s.studio.id);
  const pkg = await makePackage(s.studio.id, [s.privateLesson.id]);
  const [payment, otherPayment, charge] = await db
    .insert(ledgerEntries)
    .values([
      {
        studioId: s.studio.id,
        studentId: me.student.id,
        kind: "payment" as const,
        method: "cash" as const,
        amountCents: 5_000,
        description: "Payment (cash)",
      },
      {
        studioId: s.studio.id,
        studentId: otherStudent.id,
        kind: "payment" as const,
        method: "card" as const,
        amountCents: 7_000,
        description: "Payment (card)",
      },
      { studioId: s.studio.id, studentId: debtor.id, kind: "charge" as const, amountCents: 9_500, description: "Private Lesson" },
    ])
    .returning();
  const tokens: Record<Role, string | undefined> = {
    anonymous: undefined,
    student: me.token,
    instructor: s.instructorMember.token,
    owner: s.owner.token,
  };
  return { ...s, tokens, me, otherStudent, pkg, payment, otherPayment, charge };
}
type Fixture = Awaited<ReturnType<typeof makeFixture>>;

type Row = {
  name: string;
  handler: Parameters<typeof callRoute>[0];
  method: string;
  call: (f: Fixture) => { params?: Record<string, string>; body?: unknown; path?: string };
  own: Record<Exclude<Role, "anonymous">, number>;
  noIds?: boolean;
  /** The answer to another studio's ids when it isn't 404 (a body field naming them: 400 with the field). */
  otherStudio?: number;
};

const ROUTES: Row[] = [
  {
    name: "GET /api/packages",
    handler: listPackages,
    method: "GET",
    call: () => ({}),
    own: { student: 200, instructor: 200, owner: 200 },
    noIds: true,
  },
  {
    name: "POST /api/packages",
    handler: createPackage,
    method: "POST",
    call: (f) => ({ body: { name: "5 Privates", units: 5, priceCents: 45_000, validDays: 90, serviceIds: [f.privateLesson.id] } }),
    own: { student: 403, instructor: 403, owner: 201 },
    otherStudio: 400,
  },
  {
    name: "PATCH /api/packages/{id}",
    handler: patchPackage,
    method: "PATCH",
    call: (f) => ({ params: { id: f.pkg.id }, body: { priceCents: 80_000 } }),
    own: { student: 403, instructor: 403, owner: 200 },
  },
  {
    name: "POST /api/students/{id}/packages",
    handler: sellPackage,
    method: "POST",
    call: (f) => ({ params: { id: f.me.student.id }, body: { packageId: f.pkg.id, payment: { method: "cash", amountCents: 10_000 } } }),
    own: { student: 403, instructor: 403, owner: 201 },
  },
  {
    name: "GET /api/account",
    handler: ownAccount,
    method: "GET",
    call: () => ({}),
    own: { student: 200, instructor: 403, owner: 403 },
    noIds: true,
  },
  {
    name: "GET /api/students/{id}/account (own)",
    handler: account,
    method: "GET",
    call: (f) => ({ params: { id: f.me.student.id } }),
    own: { student: 200, instructor: 403, owner: 200 },
  },
  {
    name: "GET /api/students/{id}/account (someone else)",
    handler: account,
    method: "GET",
    call: (f) => ({ params: { id: f.otherStudent.id } }),
    own: { student: 404, instructor: 403, owner: 200 },
  },
  {
    name: "POST /api/payments",
    handler: recordPayment,
    method: "POST",
    call: (f) => ({ body: { studentId: f.me.student.id, amountCents: 2_500, method: "check" } }),
    own: { student: 403, instructor: 403, owner: 201 },
  },
  {
    name: "GET /api/payments",
    handler: overview,
    method: "GET",
    call: () => ({ path: "/api/payments" }),
    own: { student: 403, instructor: 403, owner: 200 },
    noIds: true,
  },
  {
    name: "GET /api/payments/{id} (own)",
    handler: receipt,
    method: "GET",
    call: (f) => ({ params: { id: f.payment.id } }),
    own: { student: 200, instructor: 403, owner: 200 },
  },
  {
    name: "GET /api/payments/{id} (someone else)",
    handler: receipt,
    method: "GET",
    call: (f) => ({ params: { id: f.otherPayment.id } }),
    own: { student: 404, instructor: 403, owner: 200 },
  },
  {
    name: "POST /api/payments/{id}/refunds",
    handler: refund,
    method: "POST",
    call: (f) => ({ params: { id: f.payment.id }, body: { amountCents: 1_000 } }),
    own: { student: 403, instructor: 403, owner: 201 },
  },
  {
    name: "POST /api/charges/{id}/void",
    handler: voidCharge,
    method: "POST",
    call: (f) => ({ params: { id: f.charge.id } }),
    own: { student: 403, instructor: 403, owner: 201 },
  },
  {
    name: "GET /api/payments/export",
    handler: exportCsv,
    method: "GET",
    call: () => ({ path: "/api/payments/export" }),
    own: { student: 403, instructor: 403, owner: 200 },
    noIds: true,
  },
  {
    name: "GET /api/studio/policies",
    handler: getPolicies,
    method: "GET",
    call: () => ({}),
    own: { student: 403, instructor: 403, owner: 200 },
    noIds: true,
  },
  {
    name: "PATCH /api/studio/policies",
    handler: patchPolicies,
    method: "PATCH",
    call: () => ({ body: { lateCancelPolicy: "fee", lateCancelFeeCents: 2_000 } }),
    own: { student: 403, instructor: 403, owner: 200 },
    noIds: true,
  },
];

let home: Fixture;
let other: Fixture;
beforeAll(async () => {
  [home, other] = [await makeFixture(), await makeFixture()];
});

describe("access matrix: every payments endpoint × role × own/other studio", () => {
  for (const row of ROUTES) {
    for (const role of ROLES) {
      const own = role === "anonymous" ? 401 : row.own[role];
      it(`${row.name} as ${role}: own studio ${own}`, async () => {
        const f = await makeFixture();
        const response = await callRoute(row.handler, { method: row.method, token: f.tokens[role], ...row.call(f) });
        expect(response.status, JSON.stringify(response.body)).toBe(own);
      });
      if (row.noIds) continue;
      // Another studio's ids: 404 for a role that may use the endpoint, and nothing changes there.
      const expected = own === 401 || own === 403 ? own : (row.otherStudio ?? 404);
      it(`${row.name} as ${role}: another studio's id ${expected}`, async () => {
        const db = await getDb();
        const before = (await db.select().from(ledgerEntries)).length;
        const response = await callRoute(row.handler, { method: row.method, token: home.tokens[role], ...row.call(other) });
        expect(response.status, JSON.stringify(response.body)).toBe(expected);
        expect((await db.select().from(ledgerEntries)).length).toBe(before);
      });
    }
  }
});
