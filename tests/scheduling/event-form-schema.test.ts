import { describe, expect, it } from "vitest";
import { renameErrors } from "@/components/forms/form-errors";
import { endKeepingLength, EVENT_FIELD_NAMES, eventFormSchema, type EventFormValues } from "@/components/schedule/event-form-schema";

const SERVICE = "2b1f8a4e-6a4b-4c53-9d55-8f0e6b1a2c3d";
const INSTRUCTOR = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
// A summer day next year: New York is on daylight time (UTC−4), and it is within the route's two years.
const JULY_FIRST = `${new Date().getUTCFullYear() + 1}-07-01`;

function values(change: Partial<EventFormValues> = {}): EventFormValues {
  return {
    serviceId: SERVICE,
    instructorId: INSTRUCTOR,
    roomId: "",
    date: inAMonth,
    start: "19:00",
    end: "19:45",
    repeat: false,
    until: null,
    notes: "",
    danceId: "",
    studentIds: [],
    ...change,
  };
}

/** The messages as the dialog shows them: by its own field names. */
function messages(mode: "create" | "edit", input: EventFormValues): Record<string, string> {
  const result = eventFormSchema(mode, "America/New_York").safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, { message: string }> = {};
  for (const issue of result.error.issues) byPath[issue.path.join(".")] ??= { message: issue.message };
  const renamed = renameErrors(byPath as never, EVENT_FIELD_NAMES) as Record<string, { message: string }>;
  return Object.fromEntries(Object.entries(renamed).map(([name, error]) => [name, error.message]));
}

describe("the event dialog's schema", () => {
  it("turns the studio's local date and times into the route's instants", () => {
    const parsed = eventFormSchema("create", "America/New_York").parse(values({ date: JULY_FIRST }));
    expect(parsed).toEqual({
      kind: "event",
      body: {
        serviceId: SERVICE,
        instructorId: INSTRUCTOR,
        roomId: null,
        startsAt: `${JULY_FIRST}T23:00:00.000Z`,
        endsAt: `${JULY_FIRST}T23:45:00.000Z`,
      },
    });
  });

  it("asks for a service in words, never 'Not a valid id.'", () => {
    expect(messages("create", values({ serviceId: "" }))).toEqual({ serviceId: "Choose a service." });
  });

  it("says the route's time rules beside Ends and Starts", () => {
    expect(messages("create", values({ end: "18:30" }))).toEqual({ end: "The end time must be after the start time." });
    expect(messages("create", values({ start: "" }))).toEqual({ start: "Enter the start time, like 19:00." });
  });

  it("a weekly class becomes a series whose first class is checked like an event", () => {
    const parsed = eventFormSchema("create", "America/New_York").parse(values({ date: JULY_FIRST, repeat: true }));
    const weekday = new Date(`${JULY_FIRST}T12:00:00Z`).getUTCDay();
    expect(parsed).toMatchObject({ kind: "series", body: { weekdays: [weekday], startTime: "19:00", durationMinutes: 45, count: 12 } });
    expect(messages("create", values({ repeat: true, end: "18:00" }))).toEqual({ end: "The end time must be after the start time." });
    expect(
      messages("create", values({ repeat: true, until: new Date(Date.now() + 29 * 86_400_000).toISOString().slice(0, 10) })),
    ).toMatchObject({
      until: "The end date must be on or after the start date.",
    });
  });

  it("an edit is a change that clears emptied notes", () => {
    const parsed = eventFormSchema("edit", "America/New_York").parse(values({ roomId: "" }));
    expect(parsed).toMatchObject({ kind: "change", body: { roomId: null, notes: null } });
  });

  it("an edit sends the chosen dance, or null for the service's; a new event sends one only when chosen", () => {
    const DANCE = "0d8f5a52-2f1e-4a55-9a57-0a1c2b3d4e5f";
    const schema = eventFormSchema("edit", "America/New_York");
    expect(schema.parse(values({ danceId: DANCE }))).toMatchObject({ kind: "change", body: { danceId: DANCE } });
    expect(schema.parse(values())).toMatchObject({ kind: "change", body: { danceId: null } });
    const created = eventFormSchema("create", "America/New_York").parse(values());
    expect(created.kind === "event" && created.body.danceId).toBeUndefined();
  });
});

describe("a new start keeps the lesson's length", () => {
  it("moves the end by as much as the start moved", () => {
    expect(endKeepingLength("18:00", "18:45", "19:30")).toBe("20:15");
    expect(endKeepingLength("18:00", "19:00", "09:15")).toBe("10:15");
  });
  it("leaves the end alone when there is no length to keep, or it would pass midnight", () => {
    expect(endKeepingLength("18:00", "17:00", "19:00")).toBeNull();
    expect(endKeepingLength("", "18:00", "19:00")).toBeNull();
    expect(endKeepingLength("18:00", "19:00", "")).toBeNull();
    expect(endKeepingLength("18:00", "19:00", "23:30")).toBeNull();
  });
});

describe("a private lesson's students", () => {
  const STUDENT = "9b2d6c1e-1f0a-4c1b-8e7d-2a3b4c5d6e7f";
  it("go with a single lesson, and not with a weekly series", () => {
    const single = eventFormSchema("create", "America/New_York").parse(values({ studentIds: [STUDENT] }));
    expect(single.kind === "event" && single.body.studentIds).toEqual([STUDENT]);
    const none = eventFormSchema("create", "America/New_York").parse(values());
    expect(none.kind === "event" && none.body.studentIds).toBeUndefined();
    const series = eventFormSchema("create", "America/New_York").safeParse(values({ studentIds: [STUDENT], repeat: true }));
    expect(series.success).toBe(false);
    expect(series.error?.issues[0]).toMatchObject({ path: ["studentIds"] });
  });
});
