import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as signup } from "@/app/api/auth/signup/route";
import { GET, PATCH } from "@/app/api/studio/route";
import { getSessionFromToken } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { formatWhen } from "@/lib/notifications/format-when";
import { loadStudioContext } from "@/lib/notifications/studio-context";
import { makeSignup, studioIdOf } from "../auth/factories";
import { callRoute } from "../helpers/call-route";
import { makeStudio } from "../helpers/studio-factory";

describe("the studio's locale (Settings → Studio: date and time formats)", () => {
  it("is the one sign-up sends from the browser, en-US when none, and refuses one not offered", async () => {
    const british = await callRoute(signup, { body: makeSignup({ timeZone: "Europe/London", currency: "GBP", locale: "en-GB" }) });
    expect(british.status, JSON.stringify(british.body)).toBe(201);
    expect((await callRoute(GET, { token: british.body.accessToken })).body.studio).toMatchObject({
      timeZone: "Europe/London",
      locale: "en-GB",
    });

    const plain = await callRoute(signup, { body: makeSignup() });
    expect((await callRoute(GET, { token: plain.body.accessToken })).body.studio.locale).toBe("en-US");

    const refused = await callRoute(signup, { body: makeSignup({ locale: "xx-YY" }) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.locale).toBe("Choose one of the listed date and time formats.");
  });

  it("reaches the next request's session and the studio's messages as soon as the owner saves it", async () => {
    const { studio, owner } = await makeStudio({ timeZone: "Europe/London" });
    const db = await getDb();
    expect((await getSessionFromToken(db, owner.token))?.studioLocale).toBe("en-US");

    const saved = await callRoute(PATCH, { method: "PATCH", token: owner.token, body: { locale: "en-GB" } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.studio.locale).toBe("en-GB");
    // The session kept in memory is read again: the locale moves the studio's access version.
    expect((await getSessionFromToken(db, owner.token))?.studioLocale).toBe("en-GB");
    const context = await loadStudioContext(db, studio.id);
    expect(formatWhen(new Date("2026-11-27T18:00:00Z"), context)).toBe("Fri 27 Nov, 18:00 GMT");
  });

  it("is guarded by the database too", async () => {
    const { studio } = await makeStudio();
    const db = await getDb();
    await expect(db.execute(sql`update studios set locale = 'de-DE' where id = ${studio.id}`)).rejects.toThrow();
  });
});
