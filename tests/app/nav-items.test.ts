import { describe, expect, it } from "vitest";
import { APP_NAV_ITEMS, isCurrentItem, navItemsFor } from "@/components/app-shell/nav-items";

describe("sidebar items", () => {
  it("are the six original sections, in order, each under /app, plus Progress for students, the daily pages, Events and Community", () => {
    const added = ["Progress", "Home", "Today", "Inquiries", "Events", "Community"];
    expect(APP_NAV_ITEMS.filter((item) => !added.includes(item.label)).map((item) => item.label)).toEqual([
      "Schedule",
      "Instructors",
      "Students",
      "Reports",
      "Payments",
      "Settings",
    ]);
    // Events (showcases, competitions, medal exams) live under /app/competitions, the API's name for them;
    // Home is a role's home at /app/schedule, where every sign-in lands.
    const path = (label: string) => (label === "Events" ? "competitions" : label === "Home" ? "schedule" : label.toLowerCase());
    for (const item of APP_NAV_ITEMS) expect(item.href).toBe(`/app/${path(item.label)}`);
  });

  it("mark a section current on its page and the pages below it only", () => {
    expect(isCurrentItem("/app/students", "/app/students")).toBe(true);
    expect(isCurrentItem("/app/students/42", "/app/students")).toBe(true);
    expect(isCurrentItem("/app/settings-legacy", "/app/settings")).toBe(false);
    expect(isCurrentItem("/app/schedule", "/app/students")).toBe(false);
  });
});

describe("navItemsFor", () => {
  it("gives students and instructors their Home first, instructors no Payments (their own reports), owners the six original sections, Today, Inquiries and Community", () => {
    expect(navItemsFor("student").map((item) => item.label)).toEqual(["Home", "Progress", "Events", "Payments", "Community", "Settings"]);
    expect(navItemsFor("instructor").map((item) => item.label)).toEqual([
      "Home",
      "Today",
      "Instructors",
      "Students",
      "Inquiries",
      "Events",
      "Reports",
      "Community",
      "Settings",
    ]);
    expect(navItemsFor("owner").map((item) => item.label)).toEqual([
      "Schedule",
      "Today",
      "Instructors",
      "Students",
      "Inquiries",
      "Events",
      "Reports",
      "Payments",
      "Community",
      "Settings",
    ]);
  });

  it("leads every role to its home at the URL sign-in lands on", () => {
    for (const role of ["owner", "instructor", "student"] as const) expect(navItemsFor(role)[0].href).toBe("/app/schedule");
  });
});
