import { describe, expect, it } from "vitest";
import { APP_NAV_ITEMS, isCurrentItem, navItemsFor } from "@/components/app-shell/nav-items";

describe("sidebar items", () => {
  it("are the six original sections, in order, each under /app, plus Progress for students, the daily pages, Events and Community", () => {
    const added = ["Progress", "Home", "Agenda", "Today", "Inquiries", "Events", "Community"];
    expect(APP_NAV_ITEMS.filter((item) => !added.includes(item.label)).map((item) => item.label)).toEqual([
      "Schedule",
      "Instructors",
      "Students",
      "Reports",
      "Payments",
      "Settings",
    ]);
    // Events (showcases, competitions, medal exams) live under /app/competitions, the API's name for them.
    const path = (label: string) => (label === "Events" ? "competitions" : label.toLowerCase());
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
  it("gives students their Home first, instructors their Agenda first and no Payments (their own reports), owners the six original sections, Today, Inquiries and Community", () => {
    expect(navItemsFor("student").map((item) => item.label)).toEqual([
      "Home",
      "Schedule",
      "Progress",
      "Events",
      "Payments",
      "Community",
      "Settings",
    ]);
    expect(navItemsFor("instructor").map((item) => item.label)).toEqual([
      "Agenda",
      "Schedule",
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
});
