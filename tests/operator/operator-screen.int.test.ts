import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { contactMessages, ledgerEntries, operatorViews } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { OPERATOR_PAGE_SIZE } from "@/lib/operator/paging";
import { viewHealth, viewMessages, viewStudios } from "@/lib/operator/views";
import { makeStudent } from "../helpers/people-factory";
import { makeMember, makeStudio, sessionOf } from "../helpers/studio-factory";

const OPERATOR_EMAIL = `ops-${randomUUID().slice(0, 6)}@promenade.example`;
let operator: Awaited<ReturnType<typeof makeMember>>;
let stranger: Awaited<ReturnType<typeof makeStudio>>;
let watched: Awaited<ReturnType<typeof makeStudio>>;

beforeAll(async () => {
  // The account's address in capitals: it is matched whatever its case.
  env.OPERATOR_EMAILS = [OPERATOR_EMAIL.toLowerCase()];
  const own = await makeStudio({ name: "Operator's Own Studio" });
  operator = await makeMember(own.studio.id, "instructor", { email: OPERATOR_EMAIL.toUpperCase() });
  stranger = await makeStudio();
  watched = await makeStudio({ name: "Watched Ballroom", plan: "free", trialEndsAt: new Date(Date.now() + 5 * 86_400_000) });
  const zelda = await makeStudent(watched.studio.id, { name: "Zelda Quickstep", email: "zelda@example.org" });
  await makeStudent(watched.studio.id, { name: "Yuri Rumba", email: "yuri@example.org", active: false });
  await (await getDb()).insert(ledgerEntries).values({
    studioId: watched.studio.id,
    studentId: zelda.id,
    kind: "payment",
    amountCents: 12_345,
    method: "cash",
    description: "Secret Waltz Lesson",
  });
});
afterAll(() => {
  env.OPERATOR_EMAILS = [];
});

const viewsOf = async (userId: string) => (await getDb()).select().from(operatorViews).where(eq(operatorViews.userId, userId));

describe("/operator", () => {
  it("is nothing to anyone not in OPERATOR_EMAILS, signed in or not, and records nothing for them", async () => {
    const db = await getDb();
    for (const token of [stranger.owner.token, watched.owner.token, undefined, "not-a-token"]) {
      expect(await viewHealth(db, token)).toBeNull();
      expect(await viewMessages(db, token, 1)).toBeNull();
      expect(await viewStudios(db, token, 1, "newest")).toBeNull();
    }
    expect(await viewsOf(stranger.owner.user.id)).toHaveLength(0);
  });

  it("shows the operator each studio's plan, trial end and counts — never a student, a lesson or an amount", async () => {
    const view = await viewStudios(await getDb(), operator.token, 1, "name");
    const studio = view!.studios.rows.find((row) => row.id === watched.studio.id)!;
    expect(studio).toMatchObject({ name: "Watched Ballroom", planName: "Pro", isTrial: true, activeStudents: 1 });
    expect(studio.trialEndsAt?.getTime()).toBe(watched.studio.trialEndsAt?.getTime());
    expect(studio.lastActivityAt).not.toBeNull();
    const answer = JSON.stringify(view);
    for (const secret of ["Zelda", "zelda@example.org", "Yuri", "Secret Waltz", "12345", "123.45", watched.owner.user.email])
      expect(answer).not.toContain(secret);
  });

  it("orders studios by last activity: the latest sign-in or ledger write", async () => {
    const db = await getDb();
    const quiet = await makeStudio({ name: "Quiet Studio" });
    // Its only sign-in was long ago; the watched studio's books were written just now.
    await db.execute(sql`update sessions set created_at = now() - interval '90 days' where studio_id = ${quiet.studio.id}`);
    const rows = (await viewStudios(db, operator.token, 1, "activity"))!.studios.rows;
    const position = (id: string) => rows.findIndex((row) => row.id === id);
    expect(position(watched.studio.id)).toBeLessThan(position(quiet.studio.id));
    expect(rows[position(quiet.studio.id)].lastActivityAt!.getTime()).toBeLessThan(Date.now() - 80 * 86_400_000);
    expect(rows[position(watched.studio.id)].lastActivityAt!.getTime()).toBeGreaterThan(Date.now() - 3_600_000);
  });

  it("lists the marketing site's messages only, newest first, a page at a time", async () => {
    const db = await getDb();
    const base = Date.now() - 3_600_000;
    const site = Array.from({ length: OPERATOR_PAGE_SIZE + 1 }, (_, index) => ({
      name: `Visitor ${index}`,
      email: `visitor${index}@example.com`,
      message: `Question number ${index} about lessons.`,
      ip: "198.51.100.30",
      createdAt: new Date(base + index * 1000),
    }));
    await db
      .insert(contactMessages)
      .values([
        ...site,
        { name: "Studio Visitor", email: "sv@example.com", message: "To a studio.", ip: "198.51.100.31", studioId: watched.studio.id },
      ]);
    const first = (await viewMessages(db, operator.token, 1))!.messages;
    expect(first.total).toBe(OPERATOR_PAGE_SIZE + 1);
    expect(first.pageCount).toBe(2);
    expect(first.rows[0].name).toBe(`Visitor ${OPERATOR_PAGE_SIZE}`);
    const second = (await viewMessages(db, operator.token, 2))!.messages;
    expect(second.rows.map((row) => row.name)).toEqual(["Visitor 0"]);
    expect(JSON.stringify([first, second])).not.toContain("Studio Visitor");
  });

  it("records every view: who, which view and page, when", async () => {
    const db = await getDb();
    const before = (await viewsOf(operator.user.id)).length;
    const view = await viewHealth(db, operator.token);
    expect(view!.health).toMatchObject({ database: true });
    expect(view!.health.outbox.map((row) => row.channel)).toContain("site-email");
    await viewStudios(db, operator.token, 3, "activity");
    const rows = (await viewsOf(operator.user.id)).slice(before);
    expect(rows.map(({ email, view, detail }) => ({ email, view, detail }))).toEqual([
      { email: operator.user.email, view: "health", detail: null },
      { email: operator.user.email, view: "studios", detail: "page=3&sort=activity" },
    ]);
    expect(view!.views[0]).toMatchObject({ email: operator.user.email, view: "health" });
  });

  it("gives the operator no studio role: they keep the one they have", async () => {
    expect((await sessionOf(operator.token)).role).toBe("instructor");
  });
});
