import { describe, expect, it } from "vitest";
import { CALENDAR_HREF, agendaPageRedirect, homeScreen } from "@/lib/access/home";

const owner = { role: "owner" } as const;
const instructor = { role: "instructor" } as const;
const student = { role: "student" } as const;

describe("homeScreen: what /app/schedule shows", () => {
  it("gives owners the studio calendar, instructors their agenda, students their home", () => {
    expect(homeScreen(owner)).toBe("calendar");
    expect(homeScreen(instructor)).toBe("agenda");
    expect(homeScreen(student)).toBe("student");
  });

  it("shows the studio calendar to every role with ?view=calendar, the link their home's header holds", () => {
    expect(CALENDAR_HREF).toBe("/app/schedule?view=calendar");
    for (const actor of [owner, instructor, student]) expect(homeScreen(actor, "calendar")).toBe("calendar");
  });

  it("ignores a view it doesn't know, or one given twice", () => {
    expect(homeScreen(student, "week")).toBe("student");
    expect(homeScreen(instructor, ["calendar", "calendar"])).toBe("agenda");
    expect(homeScreen(student, "")).toBe("student");
  });
});

describe("agendaPageRedirect: where /app/agenda sends each role", () => {
  it("keeps owners on every instructor's agenda and sends instructors and students to their home", () => {
    expect(agendaPageRedirect(owner)).toBeNull();
    expect(agendaPageRedirect(instructor)).toBe("/app/schedule");
    expect(agendaPageRedirect(student)).toBe("/app/schedule");
  });
});
