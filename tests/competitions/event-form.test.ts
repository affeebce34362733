import { describe, expect, it } from "vitest";
import { eventDefaults, eventForm } from "@/components/competitions/events/event-form-schema";

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("the event form", () => {
  it("reports every problem at once beside its field: the dates, a line's name and its price", () => {
    const values = { ...eventDefaults(), items: [{ kind: "package" as const, label: "", amount: "", includedHeats: "" }] };
    const parsed = eventForm("USD").safeParse(values);
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((issue) => issue.path.join("."));
    expect(parsed.error!.issues.find((issue) => issue.path[0] === "startsOn")?.message).toBe("Choose the first day.");
    expect(paths).not.toContain("endsOn");
    expect(paths).toEqual(expect.arrayContaining(["name", "startsOn", "entryDeadline", "items.0.label", "items.0.amount"]));
  });

  it("turns typed amounts into cents and an empty fee into 0", () => {
    const values = {
      ...eventDefaults(),
      name: "Spring Showcase",
      startsOn: day(30),
      entryDeadline: day(20),
      singleDanceCents: "45",
      markupPercent: "10",
      items: [{ kind: "package" as const, label: "10 heats", amount: "400.50", includedHeats: "10" }],
    };
    const parsed = eventForm("USD").parse(values);
    expect(parsed).toMatchObject({ endsOn: day(30), singleDanceCents: 4_500, soloCents: 0, markupPercent: 10 });
    expect(parsed.items).toEqual([{ kind: "package", label: "10 heats", amountCents: 40_050, includedHeats: 10 }]);
  });
});
