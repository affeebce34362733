import { describe, expect, it } from "vitest";
import { GET as getStudio } from "@/app/api/public/studios/[slug]/route";
import { GET as getTimetable } from "@/app/api/public/studios/[slug]/timetable/route";
import { GET as getSettings, PATCH as patchSettings } from "@/app/api/studio/public-page/route";
import { GET as getConsent, PUT as putConsent } from "@/app/api/me/public-page/route";
import { callRoute } from "../helpers/call-route";
import { makeInstructor, makeMember, makeStudio, sessionOf } from "../helpers/studio-factory";
import { makePublicStudio } from "./public-fixture";
import { getDb } from "@/lib/db/client";
import { instructors } from "@/lib/db/schema";
import { eq } from "drizzle-orm";

describe("GET /api/public/studios/{slug}", () => {
  it("answers the page without a session, with only the instructors who agreed and were picked", async () => {
    const { studio, slug } = await makePublicStudio();
    const answer = await callRoute(getStudio, { params: { slug } });
    expect(answer.status).toBe(200);
    expect(answer.body.studio).toMatchObject({ name: studio.name, slug, description: "Ballroom for everyone." });
    expect(answer.body.studio.instructors.map((person: { name: string }) => person.name)).toEqual(["Maria Lopez"]);
    expect(answer.body.studio.contact.address).toBe("1 Main St");
  });

  it("is 404 while the page is off, and for a slug nobody has", async () => {
    const { slug } = await makePublicStudio({ enabled: false });
    expect((await callRoute(getStudio, { params: { slug } })).status).toBe(404);
    expect((await callRoute(getStudio, { params: { slug: "nobody-has-this" } })).status).toBe(404);
    expect((await callRoute(getStudio, { params: { slug: "Bad Slug!" } })).status).toBe(404);
  });
});

describe("GET /api/public/studios/{slug}/timetable", () => {
  it("lists classes with places left; free private times are asked for by day (…/private-slots)", async () => {
    const { slug, event, fullEvent } = await makePublicStudio();
    const answer = await callRoute(getTimetable, { params: { slug }, path: `/api/public/studios/${slug}/timetable` });
    expect(answer.status).toBe(200);
    const classes = answer.body.timetable.classes;
    expect(classes.find((item: { id: string }) => item.id === event.id)).toMatchObject({
      title: "Bronze Waltz",
      placesLeft: 9,
      instructorName: "Maria Lopez",
    });
    // The hidden instructor isn't named, even on their own class.
    expect(classes.find((item: { id: string }) => item.id === fullEvent.id)).toMatchObject({ placesLeft: 0, instructorName: null });
    expect(answer.body.timetable).not.toHaveProperty("privateSlots");
  });

  it("refuses a range over 31 days", async () => {
    const { slug } = await makePublicStudio();
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const answer = await callRoute(getTimetable, { params: { slug }, path: `/api/public/studios/${slug}/timetable?from=${from}&to=${to}` });
    expect(answer.status).toBe(400);
  });
});

describe("GET/PATCH /api/studio/public-page", () => {
  it("starts off with no slug, then turns on with a slug", async () => {
    const { owner } = await makeStudio();
    const first = await callRoute(getSettings, { token: owner.token });
    expect(first.body.publicPage).toMatchObject({ enabled: false, slug: null, widgetOrigins: [] });
    const slug = `my-studio-${Date.now()}`;
    const saved = await callRoute(patchSettings, {
      token: owner.token,
      method: "PATCH",
      body: { enabled: true, slug: slug.toUpperCase(), widgetOrigins: ["https://www.example.com/", "http://127.0.0.1:4000"] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.publicPage).toMatchObject({
      enabled: true,
      slug,
      widgetOrigins: ["https://www.example.com", "http://127.0.0.1:4000"],
    });
  });

  it("refuses turning on without a slug, reserved words, bad slugs, a taken slug and bad origins", async () => {
    const { owner } = await makeStudio();
    const patch = (body: unknown) => callRoute(patchSettings, { token: owner.token, method: "PATCH", body });
    expect((await patch({ enabled: true })).body.error.fields.slug).toBe("Choose an address.");
    const reserved = await patch({ slug: "admin" });
    expect(reserved.status).toBe(400);
    expect(reserved.body.error.fields.slug).toContain("reserved");
    expect((await patch({ slug: "-bad-" })).body.error.fields.slug).toContain("lowercase letters");
    const { slug } = await makePublicStudio();
    const taken = await patch({ slug });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.slug).toBe("This address is taken.");
    const origin = await patch({ widgetOrigins: ["https://example.com/path"] });
    expect(origin.status).toBe(400);
    expect(origin.body.error.fields["widgetOrigins.0"]).toContain("origin like");
  });

  it("shows only instructors who agreed, and 404s another studio's instructor", async () => {
    const { studio, owner } = await makeStudio();
    const teacher = await makeInstructor(studio.id, { name: "Ana Silva" });
    const patch = (body: unknown) => callRoute(patchSettings, { token: owner.token, method: "PATCH", body });
    const refused = await patch({ showInstructors: [teacher.id] });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toContain("Ana Silva hasn't agreed");
    const other = await makeStudio();
    const stranger = await makeInstructor(other.studio.id);
    expect((await patch({ showInstructors: [stranger.id] })).status).toBe(404);

    // The instructor agrees on their own profile; then the owner can pick them.
    const member = await makeMember(studio.id, "instructor");
    await (await getDb()).update(instructors).set({ userId: member.user.id }).where(eq(instructors.id, teacher.id));
    await sessionOf(member.token);
    expect((await callRoute(getConsent, { token: member.token })).body).toEqual({ showOnPublicPage: false });
    const agreed = await callRoute(putConsent, { token: member.token, method: "PUT", body: { showOnPublicPage: true } });
    expect(agreed.body).toEqual({ showOnPublicPage: true });
    const picked = await patch({ showInstructors: [teacher.id] });
    expect(picked.status).toBe(200);
    expect(picked.body.publicPage.showInstructors).toEqual([teacher.id]);
    // Withdrawing consent takes them off at once.
    await callRoute(putConsent, { token: member.token, method: "PUT", body: { showOnPublicPage: false } });
    expect((await callRoute(getSettings, { token: owner.token })).body.publicPage.showInstructors).toEqual([]);
  });

  it("rejects without a session, and the wrong role", async () => {
    const { studio } = await makeStudio();
    const student = await makeMember(studio.id, "student");
    expect((await callRoute(getSettings, {})).status).toBe(401);
    expect((await callRoute(getSettings, { token: student.token })).status).toBe(403);
    expect((await callRoute(putConsent, { token: student.token, method: "PUT", body: { showOnPublicPage: true } })).status).toBe(403);
  });
});
