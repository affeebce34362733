import { describe, expect, it } from "vitest";
import { eventFormSchema, type EventFormValues } from "@/components/schedule/event-form-schema";

const SERVICE = "2b1f8a4e-6a4b-4c53-9d55-8f0e6b1a2c3d";
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

function values(change: Partial<EventFormValues> = {}): EventFormValues {
  return {
    serviceId: SERVICE,
    instructorId: "",
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

const parse = (mode: "create" | "edit", change: Partial<EventFormValues>) =>
  eventFormSchema(mode, "America/New_York").safeParse(values(change));

describe("the event dialog's video lesson choice", () => {
  it("sends a pasted link, a new room, or nothing for a lesson in person", () => {
    expect(parse("create", { meeting: "link", meetingUrl: " https://zoom.us/j/1 " }).data?.body).toMatchObject({
      meetingUrl: "https://zoom.us/j/1",
    });
    expect(parse("create", { meeting: "room", meetingUrl: "" }).data?.body).toMatchObject({ createMeetingRoom: true });
    const inPerson = parse("create", { meeting: "none", meetingUrl: "https://zoom.us/j/typed-then-changed-mind" }).data?.body;
    expect(inPerson).not.toHaveProperty("meetingUrl");
    expect(inPerson).not.toHaveProperty("createMeetingRoom");
    expect(parse("create", { meeting: "room", repeat: true }).data).toMatchObject({ kind: "series", body: { createMeetingRoom: true } });
  });

  it("on an edit: in person takes the link off; a link not read yet ('keep') sends nothing", () => {
    expect(parse("edit", { meeting: "none" }).data?.body).toMatchObject({ meetingUrl: null });
    expect(parse("edit", { meeting: "keep" }).data?.body).not.toHaveProperty("meetingUrl");
    expect(parse("edit", { meeting: "link", meetingUrl: "https://meet.google.com/abc" }).data?.body).toMatchObject({
      meetingUrl: "https://meet.google.com/abc",
    });
  });

  it("says beside the link field what the route refuses: an empty, http or javascript: link", () => {
    for (const meetingUrl of ["", "http://zoom.us/j/1", "javascript:alert(1)"]) {
      const result = parse("create", { meeting: "link", meetingUrl });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain("meetingUrl");
    }
  });
});
