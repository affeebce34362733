import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { NEVER_SENT_KEYS, STAFF_ONLY_KEYS } from "@/lib/access/staff-only";
import { getDb } from "@/lib/db/client";
import { instructors, students } from "@/lib/db/schema";
import { readEveryGet } from "../helpers/answer-walk";
import { makeWorld, type World } from "../helpers/route-fixtures";
import { STAFF_ONLY_INTAKE } from "../helpers/route-fixtures-intake";
import { endpoints } from "../helpers/route-table";

// Every answer says only what its reader may see. Generated from the route table: each GET is read as
// each role it lets in and as a visitor, in a studio whose private details carry markers; no student's
// or visitor's answer may hold a marker or a staff-only key, and nobody's may hold a never-sent key.

const ENDPOINTS = endpoints();
let world: World;
/**
 * Values only staff may read: the studio's notes about Sam, another student's and the instructor's
 * contact details, the Stripe ids of the studio's account and of Sam's online payment, the studio's
 * staff-only intake question and Sam's answer to it.
 */
let staffOnlyValues: Record<string, string>;

beforeAll(async () => {
  world = await makeWorld();
  const db = await getDb();
  const marker = randomUUID().slice(0, 8);
  staffOnlyValues = {
    "the studio's notes about the student": `Owes for October; marker ${marker}`,
    "another student's e-mail": `alex-${marker}@example.test`,
    "another student's phone": `+1212555${marker.replace(/\D/g, "").padEnd(4, "7").slice(0, 4)}`,
    "an instructor's phone": `+1646555${marker.replace(/\D/g, "").padEnd(4, "3").slice(-4)}`,
    // Stripe's ids of the studio's own account and of Sam's online payment there.
    "the studio's Stripe account": world.stripeIds.account,
    "the student's Stripe customer": world.stripeIds.customer,
    "an online payment's Checkout": world.stripeIds.checkout,
    "an online payment's PaymentIntent": world.stripeIds.intent,
    "a staff-only intake question": STAFF_ONLY_INTAKE.question,
    "a staff-only intake answer": STAFF_ONLY_INTAKE.answer,
  };
  await db
    .update(students)
    .set({ notes: staffOnlyValues["the studio's notes about the student"] })
    .where(eq(students.id, world.fields.studentId));
  await db
    .update(students)
    .set({ email: staffOnlyValues["another student's e-mail"], phone: staffOnlyValues["another student's phone"] })
    .where(eq(students.name, "Alex Rivera"));
  await db
    .update(instructors)
    .set({ phone: staffOnlyValues["an instructor's phone"] })
    .where(eq(instructors.id, world.fields.instructorId));
});

/** Every key anywhere in a JSON value, with its path. */
function keysOf(value: unknown, path = "$"): { key: string; path: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keysOf(item, `${path}[${index}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [{ key, path: `${path}.${key}` }, ...keysOf(inner, `${path}.${key}`)]);
}

describe("every answer says only what its reader may see", () => {
  it("every operation declares its answer: a schema per reader, a file type, or none", () => {
    const undeclared = ENDPOINTS.filter((endpoint) => endpoint.spec.response === undefined).map((endpoint) => endpoint.name);
    console.info(`answers declared: ${ENDPOINTS.length - undeclared.length} of ${ENDPOINTS.length} operations`);
    expect(undeclared, "declare `response` in route()").toEqual([]);
  });

  it("no student or visitor reads a staff-only value or key; nobody reads a never-sent key", async () => {
    const readings = await readEveryGet(world);
    const leaks: string[] = [];
    for (const { endpoint, reader, body } of readings) {
      const who = `${endpoint.name} as ${reader ?? "a visitor"}`;
      // A raw answer (a file, the OpenAPI document describing fields) holds no records to walk by key.
      const isRaw = typeof endpoint.spec.response === "object" && endpoint.spec.response !== null && "raw" in endpoint.spec.response;
      const keys = isRaw ? [] : keysOf(body);
      for (const { key, path } of keys) {
        if ((NEVER_SENT_KEYS as readonly string[]).includes(key)) leaks.push(`${who}: ${path}`);
      }
      if (reader === "owner" || reader === "instructor") continue;
      for (const { key, path } of keys) {
        if ((STAFF_ONLY_KEYS as readonly string[]).includes(key)) leaks.push(`${who}: ${path}`);
      }
      const text = JSON.stringify(body);
      for (const [what, value] of Object.entries(staffOnlyValues)) if (text.includes(value)) leaks.push(`${who}: ${what}`);
    }
    console.info(`answer walk: ${readings.length} answers read (every GET × each role it lets in and a visitor), ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
  });
});
