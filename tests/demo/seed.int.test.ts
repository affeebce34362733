import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { events, instructors, memberships, rooms, series, services, studios, users } from "@/lib/db/schema";
import { DEMO_ACCOUNTS, DEMO_STUDIO_NAME, seedDemo } from "@/lib/demo/seed";
import { verifyPassword } from "@/lib/auth/password";

async function counts() {
  const db = await getDb();
  const tally = async (
    table:
      | typeof studios
      | typeof users
      | typeof rooms
      | typeof instructors
      | typeof services
      | typeof series
      | typeof events
      | typeof memberships,
  ) => Number((await db.select({ n: count() }).from(table))[0].n);
  return {
    studios: await tally(studios),
    users: await tally(users),
    memberships: await tally(memberships),
    rooms: await tally(rooms),
    instructors: await tally(instructors),
    services: await tally(services),
    series: await tally(series),
    events: await tally(events),
  };
}

describe("seedDemo", () => {
  it("creates the demo studio, its three accounts and a living schedule — and nothing more when run again", async () => {
    const db = await getDb();
    const first = await seedDemo(db);
    expect(first.created).toBe(true);
    const after = await counts();
    const again = await seedDemo(db);
    expect(again).toEqual({ studioId: first.studioId, created: false });
    expect(await counts()).toEqual(after);

    const [studio] = await db.select().from(studios).where(eq(studios.id, first.studioId));
    expect(studio).toMatchObject({ name: DEMO_STUDIO_NAME, plan: "pro", timeZone: "America/New_York" });
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await db.select().from(users).where(eq(users.email, account.email));
      expect(await verifyPassword("promenade", user.passwordHash)).toBe(true);
    }
    expect(after).toMatchObject({ rooms: 3, instructors: 5, series: 6 });
    expect(after.events).toBeGreaterThan(400);
    const names = (await db.select({ name: rooms.name }).from(rooms)).map((row) => row.name).sort();
    expect(names).toEqual(["Main Ballroom", "Studio B", "Studio C"]);
    const [maria] = await db.select().from(instructors).where(eq(instructors.name, "Maria Lopez"));
    expect(maria.userId).not.toBeNull();
  });
});
