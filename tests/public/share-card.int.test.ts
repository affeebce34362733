import { describe, expect, it } from "vitest";
import { GET as ogRoute } from "@/app/s/[slug]/og/route";
import { makePublicStudio } from "./public-fixture";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function card(slug: string, query = "") {
  return ogRoute(new Request(`http://localhost/s/${slug}/og${query}`), { params: Promise.resolve({ slug }) });
}

describe("a studio's share card (GET /s/{slug}/og)", () => {
  it("draws a PNG for the studio and for one of its classes, cached for ten minutes", async () => {
    const world = await makePublicStudio();
    for (const response of [await card(world.slug), await card(world.slug, `?class=${world.event.id}`)]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("cache-control")).toBe("public, max-age=600");
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    }
  });

  it("answers 404 for a slug that is malformed or has no public page", async () => {
    expect((await card("no-such-studio-page")).status).toBe(404);
    expect((await card("Bad Slug!")).status).toBe(404);
  });
});
