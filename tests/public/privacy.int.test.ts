import { describe, expect, it } from "vitest";
import { studioSitemap } from "@/app/sitemap";
import { POST as trialRoute } from "@/app/api/public/studios/[slug]/trial/route";
import { getDb } from "@/lib/db/client";
import { studioJsonLd } from "@/lib/public/json-ld";
import { getPublicStudio } from "@/lib/public/public-studio";
import { getPublicTimetable } from "@/lib/public/timetable";
import { loadWidget } from "@/lib/public/widget";
import { callRoute } from "../helpers/call-route";
import { endpoints, urlFor } from "../helpers/route-table";
import { makePublicStudio } from "./public-fixture";

/** Keys that only ever describe a person privately; none may appear in a public answer. */
const PRIVATE_KEYS = ["studentId", "userId", "passwordHash", "notes", "emergencyContact", "students", "bookings", "widgetOrigins"];

function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, found));
  else if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysOf(inner, found);
    }
  return found;
}

describe("nothing private in any public answer", () => {
  it("every public endpoint, the page's JSON-LD and the widget leave out students, e-mails and hidden instructors", async () => {
    const world = await makePublicStudio({ widgetOrigins: ["https://studio.example"] });
    const secrets = [
      world.member.student.name,
      world.member.user.email,
      "+1 212 555 0199",
      world.shown.email!,
      world.hidden.name,
      world.hidden.email!,
      world.owner.user.email,
      world.member.student.id,
      world.member.user.id,
    ];
    const publicGets = endpoints().filter(
      (endpoint) => !endpoint.spec.auth && endpoint.path.startsWith("/api/public/") && endpoint.method === "GET",
    );
    expect(publicGets.map((endpoint) => endpoint.name).sort()).toEqual([
      "GET /api/public/studios/{slug}",
      "GET /api/public/studios/{slug}/private-slots",
      "GET /api/public/studios/{slug}/timetable",
    ]);
    const answers: unknown[] = [];
    for (const endpoint of publicGets) {
      const answer = await callRoute(endpoint.handler, { params: { slug: world.slug }, path: urlFor(endpoint.path, { slug: world.slug }) });
      expect(answer.status, endpoint.name).toBe(200);
      answers.push(answer.body);
      // The free private times of a day, by instructor: only the instructors who agreed are named.
      if (endpoint.path.endsWith("/private-slots")) {
        const day = await callRoute(endpoint.handler, {
          params: { slug: world.slug },
          path: `${urlFor(endpoint.path, { slug: world.slug })}?date=${answer.body.days[0]}`,
        });
        expect(day.body.instructors.map((item: { instructorName: string }) => item.instructorName)).toEqual([world.shown.name]);
        answers.push(day.body);
      }
    }
    const trial = await callRoute(trialRoute, {
      params: { slug: world.slug },
      body: { eventId: world.event.id, name: "Visitor", email: world.member.user.email },
      headers: { "x-forwarded-for": "198.51.100.200" },
    });
    answers.push(trial.body);
    const db = await getDb();
    const studio = await getPublicStudio(db, world.slug);
    const timetable = await getPublicTimetable(db, studio, {});
    answers.push(studioJsonLd(studio, timetable.classes, `http://localhost:3000/s/${world.slug}`));
    const widget = await loadWidget(db, world.slug, "http://localhost:3000");

    for (const answer of answers) {
      const text = JSON.stringify(answer);
      for (const secret of secrets) expect(text, `${secret} in ${text.slice(0, 120)}`).not.toContain(secret);
      const keys = keysOf(answer);
      for (const key of PRIVATE_KEYS) expect(keys.has(key), `key ${key}`).toBe(false);
    }
    // The trial answer for a known address reads like any other: it doesn't say the account exists.
    expect(trial.body.message).not.toMatch(/account|already/i);
    for (const secret of secrets.filter((secret) => secret !== world.member.user.email)) expect(widget.html).not.toContain(secret);
    expect(widget.html).toContain("Bronze Waltz");
  });
});

describe("sitemap.xml", () => {
  it("lists studio pages that are on, not those that are off", async () => {
    const on = await makePublicStudio();
    const off = await makePublicStudio({ enabled: false });
    const paths = (await studioSitemap()).map((entry) => new URL(entry.url).pathname);
    expect(paths).toContain(`/s/${on.slug}`);
    expect(paths).not.toContain(`/s/${off.slug}`);
  });
});

describe("the widget", () => {
  it("lists only the studio's origins in frame-ancestors, and is 404 below Pro", async () => {
    const db = await getDb();
    const pro = await makePublicStudio({ widgetOrigins: ["https://studio.example", "http://127.0.0.1:4000"] });
    const { csp } = await loadWidget(db, pro.slug, "http://localhost:3000");
    expect(csp).toContain("frame-ancestors https://studio.example http://127.0.0.1:4000");
    const none = await makePublicStudio();
    expect((await loadWidget(db, none.slug, "http://localhost:3000")).csp).toContain("frame-ancestors 'none'");
    const { studios } = await import("@/lib/db/schema");
    const { eq } = await import("drizzle-orm");
    await db.update(studios).set({ plan: "basic" }).where(eq(studios.id, pro.studio.id));
    await expect(loadWidget(db, pro.slug, "http://localhost:3000")).rejects.toMatchObject({ code: "not_found" });
  });
});
