import { describe, expect, it } from "vitest";
import { entryDefaults, entryForm } from "@/components/competitions/entries/entry-form-schema";

const ids = {
  student: "6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f",
  instructor: "7a2d3b5f-9c4e-4d6f-8a81-2b3c4d5e6f70",
  waltz: "8b3e4c60-ad5f-4e70-9b92-3c4d5e6f7081",
  foxtrot: "9c4f5d71-be60-4f81-8ca3-4d5e6f708192",
};
const zone = "America/New_York";
const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
const fallback = { studentId: ids.student, instructorId: ids.instructor, partnerId: "", exam: false, firstDay: day, timeZone: zone };

describe("the entry form", () => {
  it("enters a heat per single dance ticked: Waltz and Foxtrot are two single-dance entries", () => {
    const values = { ...entryDefaults(undefined, fallback), danceIds: [ids.waltz, ids.foxtrot] };
    const bodies = entryForm({ editing: false, exam: false, timeZone: zone }).parse(values);
    expect(bodies.map((body) => body.danceIds)).toEqual([[ids.waltz], [ids.foxtrot]]);
    expect(bodies.every((body) => body.entryType === "single" && body.instructorId === ids.instructor)).toBe(true);
  });

  it("refuses beside the Dances field, never silently: no dance, or two dances in one edited single-dance entry", () => {
    const none = entryForm({ editing: false, exam: false, timeZone: zone }).safeParse(entryDefaults(undefined, fallback));
    expect(none.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["danceIds", "Choose at least one dance."]]);
    const edited = entryForm({ editing: true, exam: false, timeZone: zone }).safeParse({
      ...entryDefaults(undefined, fallback),
      danceIds: [ids.waltz, ids.foxtrot],
    });
    expect(edited.error?.issues.map((issue) => issue.path.join("."))).toEqual(["danceIds"]);
  });

  it("sends an exam's slot as the instant the studio's clocks show, and no slot when none is typed", () => {
    const exam = { ...fallback, exam: true };
    const values = { ...entryDefaults(undefined, exam), danceIds: [ids.waltz, ids.foxtrot], slotTime: "10:30" };
    const [body] = entryForm({ editing: false, exam: true, timeZone: zone }).parse(values);
    expect(body.entryType).toBe("exam");
    expect(body.danceIds).toHaveLength(2);
    expect(
      new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" }).format(new Date(body.examSlotAt!)),
    ).toBe("10:30 AM");
    const [none] = entryForm({ editing: false, exam: true, timeZone: zone }).parse({ ...values, slotTime: "" });
    expect(none.examSlotAt).toBeNull();
    // A slot shown back in the form on the studio's clocks.
    expect(entryDefaults({ examSlotAt: body.examSlotAt, dances: [] } as never, exam)).toMatchObject({ slotDay: day, slotTime: "10:30" });
  });
});
