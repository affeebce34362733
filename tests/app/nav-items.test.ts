import { describe, expect, it } from "vitest";
import { APP_NAV_ITEMS, isCurrentItem } from "@/components/app-shell/nav-items";

describe("sidebar items", () => {
  it("are SPEC §2's six sections, in order, each under /app", () => {
    expect(APP_NAV_ITEMS.map((item) => item.label)).toEqual(["Schedule", "Instructors", "Students", "Reports", "Payments", "Settings"]);
    for (const item of APP_NAV_ITEMS) expect(item.href).toBe(`/app/${item.label.toLowerCase()}`);
  });

  it("mark a section current on its page and the pages below it only", () => {
    expect(isCurrentItem("/app/students", "/app/students")).toBe(true);
    expect(isCurrentItem("/app/students/42", "/app/students")).toBe(true);
    expect(isCurrentItem("/app/settings-legacy", "/app/settings")).toBe(false);
    expect(isCurrentItem("/app/schedule", "/app/students")).toBe(false);
  });
});
