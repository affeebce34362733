import { describe, expect, it } from "vitest";
import { POST as createRoomRoute } from "@/app/api/rooms/route";
import { POST as createServiceRoute } from "@/app/api/services/route";
import { CATALOG_PALETTE } from "@/lib/scheduling/catalog-colors";
import { callRoute } from "../helpers/call-route";
import { makeStudio } from "../helpers/studio-factory";

const group = (name: string) => ({ name, kind: "group", durationMinutes: 60, priceCents: 2000, defaultCapacity: 12 });

describe("a new room or service without a colour takes the next one the studio doesn't use", () => {
  it("rooms: each new room a different colour; a colour asked for is kept and counts as used", async () => {
    const { owner } = await makeStudio();
    const add = async (body: Record<string, unknown>) => {
      const created = await callRoute(createRoomRoute, { token: owner.token, body });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.room.color as string;
    };
    const first = await add({ name: "Main Ballroom" });
    const second = await add({ name: "Studio B" });
    const chosen = await add({ name: "Studio C", color: CATALOG_PALETTE[2] });
    const fourth = await add({ name: "Studio D" });
    expect([first, second, chosen, fourth]).toEqual([CATALOG_PALETTE[0], CATALOG_PALETTE[1], CATALOG_PALETTE[2], CATALOG_PALETTE[3]]);
  });

  it("services: 'Colour by service' tells four new services apart", async () => {
    const { owner } = await makeStudio();
    const colors: string[] = [];
    for (const name of ["Waltz Basics", "Rumba Club", "Tango Lab", "Swing Social"]) {
      const created = await callRoute(createServiceRoute, { token: owner.token, body: group(name) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      colors.push(created.body.service.color);
    }
    expect(new Set(colors).size).toBe(4);
    expect(colors.every((color) => (CATALOG_PALETTE as readonly string[]).includes(color))).toBe(true);
  });

  it("another studio's colours don't count", async () => {
    const one = await makeStudio();
    const two = await makeStudio();
    await callRoute(createServiceRoute, { token: one.owner.token, body: group("Waltz Basics") });
    const theirs = await callRoute(createServiceRoute, { token: two.owner.token, body: group("Rumba Club") });
    expect(theirs.body.service.color).toBe(CATALOG_PALETTE[0]);
  });
});
