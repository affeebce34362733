import { describe, expect, it } from "vitest";
import { goalProgress } from "@/lib/progress/goal-progress";
import { defaultLevelName, LEVEL_KEYS, medalOf, nextLevel } from "@/lib/progress/levels";
import { spreadOverMedal } from "@/lib/progress/starter-syllabus";
import { levelFromAssessments } from "@/lib/progress/student-levels";
import { lastWeekStarts, weekStartOf, weekStreak } from "@/lib/progress/weeks";

describe("the level ladder", () => {
  it("runs Newcomer, Bronze 1–4, Silver 1–4, Gold 1–4, Gold Bar", () => {
    expect(LEVEL_KEYS.map(defaultLevelName)).toEqual([
      "Newcomer",
      ...["Bronze", "Silver", "Gold"].flatMap((medal) => [1, 2, 3, 4].map((step) => `${medal} ${step}`)),
      "Gold Bar",
    ]);
    expect(medalOf("silver-3")).toBe("silver");
    expect(nextLevel("bronze-4")).toBe("silver-1");
    expect(nextLevel("gold-bar")).toBeNull();
  });

  it("spreads a medal's figures over its four sub-levels in teaching order", () => {
    expect(spreadOverMedal(["a", "b", "c", "d", "e", "f", "g", "h"], "bronze").map((figure) => figure.level)).toEqual([
      "bronze-1",
      "bronze-1",
      "bronze-2",
      "bronze-2",
      "bronze-3",
      "bronze-3",
      "bronze-4",
      "bronze-4",
    ]);
  });
});

describe("levelFromAssessments", () => {
  it("is the highest level passed, since its first pass; retries and lower passes never move it", () => {
    expect(levelFromAssessments([])).toEqual({ level: "newcomer", since: null });
    expect(
      levelFromAssessments([
        { level: "bronze-2", result: "pass", date: "2026-05-01" },
        { level: "bronze-3", result: "retry", date: "2026-06-01" },
        { level: "bronze-1", result: "pass", date: "2026-07-01" },
        { level: "bronze-2", result: "pass", date: "2026-04-01" },
      ]),
    ).toEqual({ level: "bronze-2", since: "2026-04-01" });
  });
});

describe("weeks", () => {
  it("start on the studio's first weekday, and a streak forgives a week still under way", () => {
    expect(weekStartOf("2026-11-25", 0)).toBe("2026-11-22"); // a Wednesday → its Sunday
    expect(weekStartOf("2026-11-25", 1)).toBe("2026-11-23"); // → its Monday
    expect(lastWeekStarts("2026-11-25", 0, 3)).toEqual(["2026-11-08", "2026-11-15", "2026-11-22"]);
    expect(weekStreak([true, false, true, true, false])).toBe(2);
    expect(weekStreak([true, true, true])).toBe(3);
    expect(weekStreak([true, false, false])).toBe(0);
  });
});

describe("goalProgress", () => {
  const base = { id: "g", title: "Goal", level: null, weeklyMinutes: null, achievedAt: null, danceIds: [] as string[] };
  it("counts dances at the level, this week's practice, and says open, achieved or overdue", () => {
    const levels = [
      { danceId: "w", level: "bronze-4" as const },
      { danceId: "f", level: "bronze-2" as const },
    ];
    const goal = { ...base, kind: "level" as const, level: "bronze-4" as const, danceIds: ["w", "f"], targetDate: "2026-12-01" };
    expect(goalProgress(goal, levels, [], "2026-11-25")).toMatchObject({ progress: { current: 1, target: 2 }, status: "open" });
    expect(goalProgress(goal, levels, [], "2026-12-02").status).toBe("overdue");
    const practice = { ...base, kind: "practice" as const, weeklyMinutes: 180, targetDate: "2026-12-01" };
    expect(goalProgress(practice, [], [{ practiceMinutes: 30 }, { practiceMinutes: 200 }], "2026-11-25")).toMatchObject({
      progress: { current: 200, target: 180 },
      status: "open",
    });
  });
});
