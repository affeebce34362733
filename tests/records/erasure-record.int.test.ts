import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as erase } from "@/app/api/students/[id]/erase/route";
import { getDb } from "@/lib/db/client";
import { documentSignatures, ledgerEntries, outboxMessages, students, users } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeWorld, type World } from "../helpers/route-fixtures";
import { withStripeStandIn } from "../helpers/stripe-stand-in";
import { giveSamARichHistory } from "./erasure-history";

// What erasing a student keeps: their row under a new name, its money, the fact of a signature;
// what it lets go of: the account and the partner link. Erasing twice is refused. That nothing
// personal is left findable is in erasure.int.test.ts.

// The world's studio takes payments on its own Stripe account: Sam's saved card is detached there.
withStripeStandIn();

let world: World;
let samId: string;
let samUserId: string;

beforeAll(async () => {
  world = await makeWorld();
  ({ samId, samUserId } = await giveSamARichHistory(world));
  const erased = await callRoute(erase, { method: "POST", token: world.tokens.owner, params: { id: samId } });
  expect(erased.status, JSON.stringify(erased.body)).toBe(200);
});

describe("erasing a student with a rich history", () => {
  it("keeps the row, its money and the fact of a signature; lets go of the account and the partner", async () => {
    const db = await getDb();
    const [sam] = await db.select().from(students).where(eq(students.id, samId));
    expect(sam).toMatchObject({
      name: "Former student #1",
      email: null,
      phone: null,
      partnerId: null,
      userId: null,
      active: false,
      dateOfBirth: null,
    });
    expect(sam.erasedAt).toBeInstanceOf(Date);
    const [alex] = await db
      .select()
      .from(students)
      .where(and(eq(students.studioId, world.studio.id), eq(students.name, "Alex Rivera")));
    expect(alex.partnerId).toBeNull();
    const [user] = await db.select().from(users).where(eq(users.id, samUserId));
    expect(user).toMatchObject({ name: "Former student #1", email: `erased-${samUserId}@erased.invalid`, passwordHash: "erased" });
    const [signature] = await db.select().from(documentSignatures).where(eq(documentSignatures.studentId, samId));
    expect(signature).toMatchObject({ fullName: "Former student #1", ipAddress: null, userAgent: null });
    const ledger = await db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, samId));
    expect(ledger.length).toBeGreaterThanOrEqual(4);
    const [toSam] = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.studioId, world.studio.id), eq(outboxMessages.kind, "payment_receipt")));
    expect(toSam).toMatchObject({ recipient: "Former student #1", status: "suppressed", subject: "Message to Former student #1" });
    const [aboutSam] = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.studioId, world.studio.id), eq(outboxMessages.kind, "lesson_with_you")));
    expect(aboutSam.subject).toBe("Former student #1 booked Waltz");
  });

  it("erasing twice is refused", async () => {
    const again = await callRoute(erase, { method: "POST", token: world.tokens.owner, params: { id: samId } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("conflict");
  });
});
