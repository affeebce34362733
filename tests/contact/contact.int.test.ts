import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/contact/route";
import { getDb } from "@/lib/db/client";
import { contactMessages } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";

const makeBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Ana Castillo",
  email: "ana@example.com",
  subject: "Private lessons",
  message: "Could I book a private tango lesson next Saturday morning?",
  ...overrides,
});

const from = (ip: string) => ({ "x-forwarded-for": ip });

async function storedRows() {
  const db = await getDb();
  return db.select().from(contactMessages);
}

beforeEach(async () => {
  const db = await getDb();
  await db.execute(sql`delete from contact_messages`);
});

describe("POST /api/contact", () => {
  it("stores the message with the sender's address and answers 201", async () => {
    const response = await callRoute(POST, { body: makeBody({ name: "  Ana Castillo " }), headers: from("198.51.100.7") });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ok: true });
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ana Castillo",
      email: "ana@example.com",
      subject: "Private lessons",
      message: "Could I book a private tango lesson next Saturday morning?",
      ip: "198.51.100.7",
    });
  });

  it("stores no subject when none is given", async () => {
    await callRoute(POST, { body: makeBody({ subject: "" }) });
    expect((await storedRows())[0].subject).toBeNull();
  });

  it("answers 400 with a message per bad field and stores nothing", async () => {
    const response = await callRoute(POST, { body: makeBody({ name: "", email: "ana@", message: "short" }) });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("validation");
    expect(response.body.error.message).toEqual(expect.any(String));
    expect(Object.keys(response.body.error.fields).sort()).toEqual(["email", "message", "name"]);
    expect(response.body.error.fields.message).toMatch(/at least 10 characters/);
    expect(await storedRows()).toHaveLength(0);
  });

  it("answers 400 to a body that is not JSON", async () => {
    const response = await callRoute(POST, { body: "{name: oops", headers: { "content-type": "application/json" } });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("bad_request");
    expect(await storedRows()).toHaveLength(0);
  });

  it("allows 5 messages an hour from one address, then answers 429 with Retry-After", async () => {
    for (let index = 0; index < 5; index++) {
      const response = await callRoute(POST, { body: makeBody({ subject: `Question ${index}` }), headers: from("192.0.2.50") });
      expect(response.status).toBe(201);
    }
    const refused = await callRoute(POST, { body: makeBody(), headers: from("192.0.2.50") });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("rate_limited");
    expect(refused.body.error.message).toMatch(/try again in \d+ minutes?/);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await storedRows()).toHaveLength(5);

    const other = await callRoute(POST, { body: makeBody(), headers: from("192.0.2.51") });
    expect(other.status).toBe(201);
  });

  it("forgets messages older than an hour when counting", async () => {
    const db = await getDb();
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await db.insert(contactMessages).values(
      Array.from({ length: 5 }, () => ({
        name: "Old",
        email: "old@example.com",
        message: "An old message here",
        ip: "192.0.2.60",
        createdAt: twoHoursAgo,
      })),
    );
    const response = await callRoute(POST, { body: makeBody(), headers: from("192.0.2.60") });
    expect(response.status).toBe(201);
  });

  it("answers 201 to a filled honeypot but stores nothing", async () => {
    const response = await callRoute(POST, { body: makeBody({ website: "http://spam.example" }), headers: from("192.0.2.70") });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ok: true });
    const db = await getDb();
    expect(await db.select().from(contactMessages).where(eq(contactMessages.ip, "192.0.2.70"))).toHaveLength(0);
  });
});
