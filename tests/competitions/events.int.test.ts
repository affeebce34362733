import { describe, expect, it } from "vitest";
import { GET as listEvents, POST as createEvent } from "@/app/api/competitions/route";
import { GET as readEvent, PATCH as changeEvent } from "@/app/api/competitions/[id]/route";
import { PUT as chooseItems } from "@/app/api/competitions/[id]/items/route";
import { getCompetition } from "@/lib/competitions/events";
import { getDb } from "@/lib/db/client";
import { callRoute } from "../helpers/call-route";
import { localDate } from "../helpers/progress-factory";
import { makeStudio } from "../helpers/studio-factory";
import { makeEntriesStudio } from "./entries-fixture";

describe("events: the owner's fee table and lines", () => {
  it("creates an event with its fees and lines; staff read them, a student reads no prices", async () => {
    const s = await makeEntriesStudio({ markupPercent: 10, sharedSplit: "heats", place: "Grand Hotel", organiser: "Studio" });
    expect(s.competition).toMatchObject({
      kind: "showcase",
      singleDanceCents: 4_500,
      instructorHeatCents: 3_000,
      markupPercent: 10,
      sharedSplit: "heats",
      entriesOpen: true,
      place: "Grand Hotel",
    });
    expect(s.competition.items.map((item: { kind: string; includedHeats: number | null }) => [item.kind, item.includedHeats])).toEqual([
      ["package", 10],
      ["extra", null],
      ["shared", null],
    ]);
    const asStudent = await callRoute(readEvent, { token: s.ana.token, params: { id: s.competition.id } });
    expect(asStudent.status).toBe(200);
    expect(asStudent.body.competition).not.toHaveProperty("markupPercent");
    expect(asStudent.body.competition).not.toHaveProperty("singleDanceCents");
    expect(asStudent.body.competition.items.map((item: { label: string }) => item.label)).toEqual(["10 heats + dinner", "Dinner ticket"]);
    expect(asStudent.body.competition.items[0]).not.toHaveProperty("amountCents");
    // The event page hands the service's answer to client components with no answer schema in between.
    const forPage = await getCompetition(await getDb(), s.ana.session, s.competition.id);
    expect(Object.keys(forPage).sort()).toEqual(Object.keys(asStudent.body.competition).sort());
    expect(forPage.items.map((item) => Object.keys(item).sort())).toEqual([
      ["id", "includedHeats", "kind", "label"],
      ["id", "includedHeats", "kind", "label"],
    ]);
  });

  it("keeps an unpublished event from students (404, not in their list)", async () => {
    const s = await makeEntriesStudio({ published: false });
    const read = await callRoute(readEvent, { token: s.ana.token, params: { id: s.competition.id } });
    expect(read.status).toBe(404);
    const list = await callRoute(listEvents, { token: s.ana.token });
    expect(list.body.competitions).toEqual([]);
    const staff = await callRoute(listEvents, { token: s.instructorMember.token });
    expect(staff.body.competitions.map((row: { name: string }) => row.name)).toEqual(["Spring Showcase"]);
  });

  it("refuses dates out of order naming the field, and an instructor creating one", async () => {
    const { owner } = await makeStudio();
    const base = { kind: "competition", name: "Open", startsOn: localDate(30), endsOn: localDate(31), entryDeadline: localDate(20) };
    const late = await callRoute(createEvent, { token: owner.token, body: { ...base, entryDeadline: localDate(32) } });
    expect(late.status).toBe(400);
    expect(late.body.error.fields).toHaveProperty("entryDeadline");
    const backwards = await callRoute(createEvent, { token: owner.token, body: { ...base, endsOn: localDate(29) } });
    expect(backwards.body.error.fields).toHaveProperty("endsOn");
    const noHeats = await callRoute(createEvent, {
      token: owner.token,
      body: { ...base, items: [{ kind: "package", label: "Heats", amountCents: 100 }] },
    });
    expect(noHeats.status).toBe(400);
    expect(noHeats.body.error.fields).toHaveProperty(["items.0.includedHeats"]);
    const s = await makeEntriesStudio();
    const asInstructor = await callRoute(createEvent, { token: s.instructorMember.token, body: base });
    expect(asInstructor.status).toBe(403);
  });

  it("replaces the lines on PATCH: kept ones keep the students' choices, removed ones drop them", async () => {
    const s = await makeEntriesStudio();
    const [pkg, dinner, coach] = s.competition.items;
    const chose = await callRoute(chooseItems, {
      method: "PUT",
      token: s.ana.token,
      params: { id: s.competition.id },
      body: {
        studentId: s.ana.student.id,
        items: [
          { itemId: pkg.id, quantity: 1 },
          { itemId: dinner.id, quantity: 2 },
        ],
      },
    });
    expect(chose.status, JSON.stringify(chose.body)).toBe(200);
    expect(chose.body.choices.map((row: { label: string; quantity: number }) => [row.label, row.quantity])).toEqual([
      ["10 heats + dinner", 1],
      ["Dinner ticket", 2],
    ]);
    const changed = await callRoute(changeEvent, {
      method: "PATCH",
      token: s.owner.token,
      params: { id: s.competition.id },
      body: {
        name: "Spring Showcase 2027",
        items: [
          { id: pkg.id, kind: "package", label: "12 heats + dinner", amountCents: 45_000, includedHeats: 12 },
          { id: coach.id, kind: "shared", label: "Coach", amountCents: 30_000 },
        ],
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.competition.items.map((item: { label: string }) => item.label)).toEqual(["12 heats + dinner", "Coach"]);
    const choices = await callRoute(chooseItems, {
      method: "PUT",
      token: s.owner.token,
      params: { id: s.competition.id },
      body: { studentId: s.ana.student.id, items: [{ itemId: pkg.id, quantity: 1 }] },
    });
    expect(choices.body.choices).toHaveLength(1);
    const foreign = await callRoute(changeEvent, {
      method: "PATCH",
      token: s.owner.token,
      params: { id: s.competition.id },
      body: { items: [{ id: crypto.randomUUID(), kind: "extra", label: "Ticket", amountCents: 100 }] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields).toHaveProperty(["items.0.id"]);
  });

  it("refuses a shared cost or a second package as a student's choice, and another student's choice", async () => {
    const s = await makeEntriesStudio();
    const [pkg, , coach] = s.competition.items;
    const put = (token: string, studentId: string, items: { itemId: string; quantity: number }[]) =>
      callRoute(chooseItems, { method: "PUT", token, params: { id: s.competition.id }, body: { studentId, items } });
    const shared = await put(s.ana.token, s.ana.student.id, [{ itemId: coach.id, quantity: 1 }]);
    expect(shared.status).toBe(400);
    expect(shared.body.error.fields).toHaveProperty(["items.0.itemId"]);
    const twice = await put(s.ana.token, s.ana.student.id, [{ itemId: pkg.id, quantity: 2 }]);
    expect(twice.body.error.fields).toHaveProperty(["items.0.quantity"]);
    const other = await put(s.ana.token, s.ben.student.id, [{ itemId: pkg.id, quantity: 1 }]);
    expect(other.status).toBe(400);
    expect(other.body.error.fields).toHaveProperty("studentId");
  });
});
