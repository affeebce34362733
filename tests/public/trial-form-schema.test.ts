import { describe, expect, it } from "vitest";
import { encodeChoice, encodeTime, PRIVATE_CHOICE } from "@/lib/public/trial-choice";
import { ZTrialForm } from "@/lib/public/trial-form-schema";

const INSTRUCTOR = "8f5d1c2e-3b4a-4c6d-9e8f-7a6b5c4d3e2f";
const EVENT = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const who = { name: "Vera Visitor", email: "vera@example.test" };

function errors(values: Record<string, unknown>) {
  const parsed = ZTrialForm.safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the public booking form's schema", () => {
  it("sends a private lesson's instructor and start from the time chosen on its day", () => {
    const startsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const time = encodeTime({ instructorId: INSTRUCTOR, startsAt });
    expect(ZTrialForm.parse({ choice: PRIVATE_CHOICE, day: startsAt.slice(0, 10), time, ...who })).toEqual({
      instructorId: INSTRUCTOR,
      startsAt,
      ...who,
    });
  });

  it("asks for a day, then a time, when the lesson is a private one", () => {
    expect(errors({ choice: PRIVATE_CHOICE, day: "", time: "", ...who })).toEqual({ day: "Choose a day." });
    expect(errors({ choice: PRIVATE_CHOICE, day: "2026-12-01", time: "", ...who })).toEqual({ time: "Choose a time." });
    expect(errors({ choice: "", ...who })).toEqual({ choice: "Choose a class or a private lesson." });
  });

  it("sends a class by its id, whatever day or time was left in the private fields", () => {
    const time = encodeTime({ instructorId: INSTRUCTOR, startsAt: new Date().toISOString() });
    expect(ZTrialForm.parse({ choice: encodeChoice({ eventId: EVENT }), day: "2026-12-01", time, ...who })).toEqual({
      eventId: EVENT,
      ...who,
    });
  });
});
