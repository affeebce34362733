import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as signup } from "@/app/api/auth/signup/route";
import { GET as getStudio } from "@/app/api/studio/route";
import { getDb } from "@/lib/db/client";
import { rooms, services } from "@/lib/db/schema";
import { makeSignup, studioIdOf } from "../auth/factories";
import { callRoute } from "../helpers/call-route";
import { studioRow } from "../helpers/studio-factory";

describe("POST /api/auth/signup: the studio's clock, currency and starter", () => {
  it("keeps the time zone and currency chosen, and starts a typical ballroom studio when asked", async () => {
    const response = await callRoute(signup, {
      body: makeSignup({ timeZone: "America/Chicago", currency: "CAD", starter: "ballroom", studioName: "Maple Ballroom" }),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const studioId = await studioIdOf(response.body.accessToken);
    const db = await getDb();
    const catalog = await db
      .select({ name: services.name, kind: services.kind, durationMinutes: services.durationMinutes })
      .from(services)
      .where(eq(services.studioId, studioId));
    expect(catalog.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: "Group Class", kind: "group", durationMinutes: 60 },
      { name: "Practice Party", kind: "practice", durationMinutes: 90 },
      { name: "Private Lesson", kind: "private", durationMinutes: 45 },
      { name: "Room Rental", kind: "rental", durationMinutes: 60 },
    ]);
    expect(await db.select({ name: rooms.name }).from(rooms).where(eq(rooms.studioId, studioId))).toEqual([{ name: "Main Ballroom" }]);

    const { body } = await callRoute(getStudio, { token: response.body.accessToken });
    expect(body.studio).toMatchObject({ name: "Maple Ballroom", timeZone: "America/Chicago", currency: "CAD" });
    expect(body.studio.businessHours).toEqual([
      { weekday: 1, opens: "12:00", closes: "22:00" },
      { weekday: 2, opens: "12:00", closes: "22:00" },
      { weekday: 3, opens: "12:00", closes: "22:00" },
      { weekday: 4, opens: "12:00", closes: "22:00" },
      { weekday: 5, opens: "12:00", closes: "22:00" },
      { weekday: 6, opens: "10:00", closes: "18:00" },
    ]);
  });

  it("starts empty when asked, or when nothing is said (New York, USD)", async () => {
    for (const extra of [{ starter: "empty", timeZone: "Europe/Berlin", currency: "EUR" }, {}]) {
      const response = await callRoute(signup, { body: makeSignup(extra) });
      expect(response.status).toBe(201);
      const studioId = await studioIdOf(response.body.accessToken);
      const db = await getDb();
      expect(await db.select().from(services).where(eq(services.studioId, studioId))).toEqual([]);
      expect(await db.select().from(rooms).where(eq(rooms.studioId, studioId))).toEqual([]);
      const row = await studioRow(studioId);
      expect(row.businessHours).toBeNull();
      expect({ timeZone: row.timeZone, currency: row.currency }).toEqual(
        "timeZone" in extra ? { timeZone: "Europe/Berlin", currency: "EUR" } : { timeZone: "America/New_York", currency: "USD" },
      );
    }
  });

  it("stores a zone's canonical name", async () => {
    const response = await callRoute(signup, { body: makeSignup({ timeZone: "europe/paris" }) });
    expect((await studioRow(await studioIdOf(response.body.accessToken))).timeZone).toBe("Europe/Paris");
  });

  it("refuses an unknown time zone, currency or starter beside its field, and creates nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ timeZone: "Mars/Olympus_Mons" }, "timeZone", "Choose a time zone from the list, e.g. America/New_York."],
      [{ currency: "BTC" }, "currency", "Choose one of the listed currencies."],
      [{ starter: "salsa" }, "starter", "Choose how to start: a typical ballroom studio, or empty."],
    ];
    for (const [extra, field, message] of cases) {
      const response = await callRoute(signup, { body: makeSignup(extra) });
      expect(response.status, field).toBe(400);
      expect(response.body.error.fields[field]).toBe(message);
      expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("token="))).toBe(false);
    }
  });
});
