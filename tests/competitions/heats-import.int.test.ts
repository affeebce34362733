import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as heatsRoute } from "@/app/api/competitions/[id]/heats/route";
import { POST as importRoute } from "@/app/api/competitions/[id]/heats/import/route";
import { getDb } from "@/lib/db/client";
import { outboxMessages } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { feedEvents, feedsOf, fetchFeed } from "../calendar/feed-helpers";
import { makeHeatsStudio } from "./heats-fixture";

type World = Awaited<ReturnType<typeof makeHeatsStudio>>;

/** Marco dances heats 101 and 102 ninety seconds long one minute apart: on the floor twice from 19:01 to 19:01:30. */
async function showcaseWithEntries() {
  const world = await makeHeatsStudio();
  const { enter, marco, lena, ana, ben, cleo } = world;
  const entries = {
    anaWaltz: await enter({ studentId: ana.student.id, instructorId: marco.id, dances: ["Waltz"] }),
    benWaltz: await enter({ studentId: ben.student.id, instructorId: marco.id, dances: ["Waltz"] }),
    cleoTango: await enter({ studentId: cleo.student.id, instructorId: lena.id, dances: ["Tango"] }),
    couple: await enter({ studentId: ana.student.id, partnerStudentId: cleo.student.id, dances: ["Foxtrot"], level: "bronze-1" }),
  };
  return { ...world, entries };
}

const SHEET = (day: string, coupleTime = "7:10 PM") =>
  [
    "Heat,Date,Time,Dancer,Partner,Dance,Event",
    `101,${day},19:00,Ana Lee,Marco Rossi,Waltz,Bronze 2 Smooth Waltz`,
    `102,${day},19:01,"Ortiz, Ben",Marco Rossi,Waltz,Bronze 2 Smooth Waltz`,
    `103,${day},19:05,Cleo Diaz,Lena Park,Tango,`,
    `104,${day},${coupleTime},Cleo Diaz,Ana Lee,Foxtrot,Bronze 1 Foxtrot`,
  ].join("\n");

function importSheet(world: World, csv: string, token = world.owner.token) {
  return callRoute(importRoute, { token, params: { id: world.competition.id }, body: { csv } });
}

function heatsOf(world: World, token: string, query = "") {
  return callRoute(heatsRoute, {
    token,
    params: { id: world.competition.id },
    path: `/api/competitions/${world.competition.id}/heats${query}`,
  });
}

async function heatMails(world: World) {
  const db = await getDb();
  return db
    .select({ recipient: outboxMessages.recipient, text: outboxMessages.text, key: outboxMessages.dedupeKey })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.studioId, world.studio.id), eq(outboxMessages.kind, "heat_sheet")));
}

describe("POST /api/competitions/{id}/heats/import", () => {
  it("imports the organiser's list and lists an instructor on the floor twice as a conflict", async () => {
    const world = await showcaseWithEntries();
    const imported = await importSheet(world, SHEET(world.day));
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ heats: 4, entries: 4 });
    expect(imported.body.conflicts).toEqual([
      { kind: "instructor", name: "Marco Rossi", heats: ["101", "102"], startsAt: expect.any(String) },
    ]);

    // The owner reads Marco's merged list; Marco reads his own the same way, and it fits his two heats only.
    const asOwner = await heatsOf(world, world.owner.token, `?instructorId=${world.marco.id}`);
    const asMarco = await heatsOf(world, world.marcoToken);
    for (const answer of [asOwner, asMarco]) {
      expect(answer.status).toBe(200);
      expect(answer.body.scope).toBe("instructor");
      expect(answer.body.person).toBe("Marco Rossi");
      expect(answer.body.heats.map((heat: { number: string }) => heat.number)).toEqual(["101", "102"]);
      expect(answer.body.conflicts).toHaveLength(1);
      expect(answer.body.conflicts[0].heats).toEqual(["101", "102"]);
    }
    const first = asMarco.body.heats[0];
    expect(new Date(first.endsAt).getTime() - new Date(first.startsAt).getTime()).toBe(90_000);
    expect(first.entries).toEqual([expect.objectContaining({ dancer: "Ana Lee", partner: "Marco Rossi", placement: null })]);
  });

  it("shows a student only their own heats, and refuses another's", async () => {
    const world = await showcaseWithEntries();
    await importSheet(world, SHEET(world.day));
    const own = await heatsOf(world, world.ana.token);
    expect(own.status).toBe(200);
    expect(own.body.heats.map((heat: { number: string }) => heat.number)).toEqual(["101", "104"]);
    const text = JSON.stringify(own.body);
    expect(text).not.toContain("Ben");
    expect(text).not.toContain("Lena");
    // Cleo sees the couple's heat from her side: she dances with Ana.
    const cleo = await heatsOf(world, world.cleo.token);
    expect(cleo.body.heats.find((heat: { number: string }) => heat.number === "104").entries[0]).toMatchObject({
      dancer: "Cleo Diaz",
      partner: "Ana Lee",
    });
    expect((await heatsOf(world, world.ana.token, `?studentId=${world.ben.student.id}`)).status).toBe(404);
    expect((await heatsOf(world, world.ana.token, `?instructorId=${world.marco.id}`)).status).toBe(403);
    expect((await heatsOf(world, world.marcoToken, `?instructorId=${world.lena.id}`)).status).toBe(403);
  });

  it("refuses a row naming an unknown dancer, naming the row, and writes nothing", async () => {
    const world = await showcaseWithEntries();
    const csv = SHEET(world.day).replace("Cleo Diaz,Lena Park,Tango", "Zed Unknown,Lena Park,Tango");
    const refused = await importSheet(world, csv);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Row 4: no student or instructor of the studio is named "Zed Unknown".');
    expect(refused.body.error.row).toBe(4);
    expect((await heatsOf(world, world.owner.token)).body.heats).toEqual([]);
  });

  it("refuses a row whose dancers have no such entry at the event, naming the row", async () => {
    const world = await showcaseWithEntries();
    const csv = `Heat,Time,Dancer,Partner,Dance\n7,19:00,Ana Lee,Marco Rossi,Waltz\n8,19:02,Ben Ortiz,Lena Park,Waltz`;
    const refused = await importSheet(world, csv);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/^Row 3: Ben Ortiz with Lena Park in Waltz has no entry at this event/);
    expect(refused.body.error.fields.csv).toBe(refused.body.error.message);
  });

  it("is for owners: an instructor or a student can't import", async () => {
    const world = await showcaseWithEntries();
    expect((await importSheet(world, SHEET(world.day), world.marcoToken)).status).toBe(403);
    expect((await importSheet(world, SHEET(world.day), world.ana.token)).status).toBe(403);
  });

  it("mails each student their heats once: the same sheet again mails nobody, a moved heat mails its dancers", async () => {
    const world = await showcaseWithEntries();
    const first = await importSheet(world, SHEET(world.day));
    expect(first.body.emailed).toBe(3);
    const mails = await heatMails(world);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([world.ana.user.email, world.ben.user.email, world.cleo.user.email].sort());
    const anaMail = mails.find((mail) => mail.recipient === world.ana.user.email);
    expect(anaMail?.text).toContain("Heat 101");
    expect(anaMail?.text).toContain("with Marco Rossi");
    expect(anaMail?.text).toContain("Heat 104");
    expect(anaMail?.text).not.toContain("Heat 102");

    const again = await importSheet(world, SHEET(world.day));
    expect(again.body.emailed).toBe(0);
    expect(await heatMails(world)).toHaveLength(3);

    // The couple's heat moves: Ana and Cleo hear of it, Ben (not in it) doesn't.
    const moved = await importSheet(world, SHEET(world.day, "19:20"));
    expect(moved.body.emailed).toBe(2);
    const after = await heatMails(world);
    expect(after.filter((mail) => mail.recipient === world.ben.user.email)).toHaveLength(1);
    expect(after.filter((mail) => mail.recipient === world.ana.user.email)).toHaveLength(2);
  });

  it("puts a student's heats in their calendar feed, and moves them there when the sheet changes", async () => {
    const world = await showcaseWithEntries();
    const { feedUrl } = await feedsOf(world.ana.token);
    const before = await fetchFeed(feedUrl);
    await importSheet(world, SHEET(world.day));
    const sheet = await heatsOf(world, world.ana.token);
    const events = await feedEvents(feedUrl);
    const ids = sheet.body.heats.map((heat: { id: string }) => heat.id);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(events.has(id)).toBe(true);
    const heat = events.get(ids[0]);
    expect(heat?.summary).toBe("Heat 101: Bronze 2 Smooth Waltz with Marco");
    expect(heat?.start.toISOString()).toBe(sheet.body.heats[0].startsAt);
    expect(heat?.location).toContain("Spring Showcase");
    // Ben's feed holds only his own heat.
    const benEvents = await feedEvents((await feedsOf(world.ben.token)).feedUrl);
    expect([...benEvents.keys()].filter((id) => ids.includes(id))).toEqual([]);
    // The ETag moved with the import, and moves again when the couple's heat moves.
    const after = await fetchFeed(feedUrl);
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    await importSheet(world, SHEET(world.day, "19:20"));
    const moved = (await feedEvents(feedUrl)).get(ids[1]);
    expect(moved?.start.toISOString()).toBe(new Date(new Date(sheet.body.heats[1].startsAt).getTime() + 10 * 60_000).toISOString());
    expect((await fetchFeed(feedUrl)).headers.get("etag")).not.toBe(after.headers.get("etag"));
  });
});
