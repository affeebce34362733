/** Who is on the floor twice at once: pure, so the sheet, the import and the tests share it. */

export type FloorHeat = { id: string; number: string; startsAt: Date | null; seconds: number };
export type FloorPerson = { kind: "instructor" | "student"; id: string; name: string };
/** One person in one heat (through one entry). */
export type FloorSpot = { heat: FloorHeat; person: FloorPerson };

export type HeatConflict = {
  kind: FloorPerson["kind"];
  personId: string;
  name: string;
  /** The two heats' numbers, in sheet order. */
  heats: [string, string];
  /** When the first of the two starts (null for untimed heats: the same heat twice). */
  startsAt: Date | null;
};

function overlaps(a: FloorHeat, b: FloorHeat): boolean {
  if (a.id === b.id) return true;
  if (!a.startsAt || !b.startsAt) return false;
  const aEnd = a.startsAt.getTime() + a.seconds * 1000;
  const bEnd = b.startsAt.getTime() + b.seconds * 1000;
  return a.startsAt.getTime() < bEnd && b.startsAt.getTime() < aEnd;
}

/**
 * Every pair of spots where one person dances two heats whose times overlap (or one heat twice):
 * an instructor with two students in heats on the floor together. Spots come in sheet order.
 */
export function findConflicts(spots: readonly FloorSpot[]): HeatConflict[] {
  const byPerson = new Map<string, FloorSpot[]>();
  for (const spot of spots) {
    const key = `${spot.person.kind}:${spot.person.id}`;
    byPerson.set(key, [...(byPerson.get(key) ?? []), spot]);
  }
  const conflicts: HeatConflict[] = [];
  for (const list of byPerson.values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const [a, b] = [list[i].heat, list[j].heat];
        if (!overlaps(a, b)) continue;
        const { kind, id, name } = list[i].person;
        conflicts.push({ kind, personId: id, name, heats: [a.number, b.number], startsAt: a.startsAt });
      }
    }
  }
  return conflicts.sort(
    (x, y) => (x.startsAt?.getTime() ?? Infinity) - (y.startsAt?.getTime() ?? Infinity) || x.name.localeCompare(y.name),
  );
}
