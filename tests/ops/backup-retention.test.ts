import { describe, expect, it } from "vitest";
import { backupName, parseBackupName, type BackupFile } from "@/lib/ops/backup/files";
import { lastScheduled, nightlyDue } from "@/lib/ops/backup/nightly";
import { backupsToKeep } from "@/lib/ops/backup/retention";

const at = (iso: string): BackupFile => {
  const takenAt = new Date(iso);
  const name = backupName("pglite", takenAt);
  return { file: `/b/${name}`, name, engine: "pglite", takenAt };
};
const kept = (backups: BackupFile[], daily: number, weekly: number) =>
  [...backupsToKeep(backups, { daily, weekly })].map((name) => parseBackupName(name)!.takenAt.toISOString().slice(0, 16)).sort();

describe("backup names", () => {
  it("carry the UTC time and the engine, and read back", () => {
    const name = backupName("pg", new Date("2026-11-28T03:00:07.450Z"));
    expect(name).toBe("promenade-20261128T030007Z.pg.dump");
    expect(parseBackupName(name)).toEqual({ engine: "pg", takenAt: new Date("2026-11-28T03:00:07Z") });
    expect(parseBackupName(backupName("pglite", new Date("2026-01-02T00:00:00Z"), 2))).toEqual({
      engine: "pglite",
      takenAt: new Date("2026-01-02T00:00:00Z"),
    });
    expect(parseBackupName("promenade-20261128T030007Z.pg.dump.partial")).toBeNull();
  });
});

describe("retention", () => {
  // Nightly at 03:00 UTC for 40 days, plus two taken by hand on the last day.
  const nightly = Array.from({ length: 40 }, (_, day) => at(new Date(Date.UTC(2026, 9, 20 + day, 3)).toISOString()));
  const backups = [...nightly, at("2026-11-28T10:00:00Z"), at("2026-11-28T14:30:00Z")];

  it("keeps the newest of each of the last N days and of the last M weeks (Monday to Sunday)", () => {
    expect(kept(backups, 3, 0)).toEqual(["2026-11-26T03:00", "2026-11-27T03:00", "2026-11-28T14:30"]);
    // 2026-11-28 is a Saturday: its week began Monday the 23rd; the weeks before end on Sundays 22, 15, 8.
    expect(kept(backups, 1, 4)).toEqual(["2026-11-08T03:00", "2026-11-15T03:00", "2026-11-22T03:00", "2026-11-28T14:30"]);
    // The last 7 days reach back to Sunday the 22nd, the newest of its week: the weeks add the 15th and the 8th.
    expect(kept(backups, 7, 4)).toHaveLength(7 + 2);
  });

  it("always keeps the newest, and nothing of an empty folder", () => {
    expect(kept(backups.slice(0, 1), 1, 0)).toEqual(["2026-10-20T03:00"]);
    expect(kept([], 7, 4)).toEqual([]);
  });
});

describe("the nightly backup", () => {
  const local = (day: number, hours: number, minutes = 0) => new Date(2026, 10, day, hours, minutes);

  it("is due once its time has passed tonight, never twice for one night", () => {
    expect(lastScheduled(local(28, 3, 0), "03:00")).toEqual(local(28, 3));
    expect(lastScheduled(local(28, 2, 59), "03:00")).toEqual(local(27, 3));
    const started = local(20, 12);
    expect(nightlyDue(local(28, 2, 59), "03:00", local(27, 3, 1), started)).toBe(false);
    expect(nightlyDue(local(28, 3, 0), "03:00", local(27, 3, 1), started)).toBe(true);
    expect(nightlyDue(local(28, 3, 1), "03:00", local(28, 3, 0), started)).toBe(false);
    // A restart at 09:00 after tonight's backup: not again.
    expect(nightlyDue(local(28, 9), "03:00", local(28, 3, 0), local(28, 9))).toBe(false);
  });

  it("catches up a night the server was down, but a first start waits for the next night", () => {
    expect(nightlyDue(local(28, 9), "03:00", local(26, 3), local(28, 9))).toBe(true);
    expect(nightlyDue(local(28, 9), "03:00", null, local(28, 8, 59))).toBe(false);
    expect(nightlyDue(local(29, 3), "03:00", null, local(28, 8, 59))).toBe(true);
  });
});
