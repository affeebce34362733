import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { policyText } from "@/components/booking/when";
import { AttendanceCard } from "@/components/progress/attendance-card";
import { limitMessage } from "@/lib/people/plan-limits";
import { plural, pluralWord } from "@/lib/text/plural";

describe("plural (Intl.PluralRules, English)", () => {
  it("writes one for 1 and the plural for 0, 2 and fractions", () => {
    expect(plural(1, "student")).toBe("1 student");
    expect(plural(0, "student")).toBe("0 students");
    expect(plural(2, "line")).toBe("2 lines");
    expect(plural(1.5, "hour")).toBe("1.5 hours");
    expect(plural(-1, "unit")).toBe("-1 unit");
  });

  it("takes an irregular plural, verbs included", () => {
    expect(plural(1, "person", "people")).toBe("1 person");
    expect(plural(4, "person", "people")).toBe("4 people");
    expect(plural(1, "student owes", "students owe")).toBe("1 student owes");
    expect(plural(13, "student owes", "students owe")).toBe("13 students owe");
    expect(pluralWord(1, "its", "their")).toBe("its");
    expect(pluralWord(3, "its", "their")).toBe("their");
  });
});

describe("count text across the app", () => {
  it("a one-hour cancellation window says 1 hour", () => {
    expect(policyText(1)).toBe("Cancelling less than 1 hour before is a late cancellation.");
    expect(policyText(24)).toBe("Cancelling less than 24 hours before is a late cancellation.");
  });

  it("a student's attendance card counts one lesson, one no-show and one late cancel in the singular", () => {
    const html = renderToString(h(AttendanceCard, { attendance: { booked: 1, attended: 0, noShows: 1, lateCancels: 1, rate: 0 } }));
    expect(html).toContain("0 of 1 lesson or class attended · 1 no-show · 1 late cancel");
    const many = renderToString(h(AttendanceCard, { attendance: { booked: 5, attended: 3, noShows: 2, lateCancels: 0, rate: 0.6 } }));
    expect(many).toContain("3 of 5 lessons and classes attended · 2 no-shows · 0 late cancels");
  });

  it("a plan's limit of one partner connection reads in the singular", () => {
    expect(limitMessage("basic", "partnerConnections")).toMatch(/^Your Basic plan allows 1 partner connection\./);
    expect(limitMessage("basic", "activeStudents")).toMatch(/^Your Basic plan allows 100 active students\./);
  });
});
