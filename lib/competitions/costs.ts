import type { COMPETITION_ENTRY_TYPES, COMPETITION_ITEM_KINDS, SHARED_COST_SPLITS } from "@/lib/db/schema/column-values";
import { plural } from "@/lib/text/plural";

type EntryType = (typeof COMPETITION_ENTRY_TYPES)[number];

/** The fee table of an event, as the cost sheet reads it. */
export type PricingEvent = {
  singleDanceCents: number;
  multiDanceCents: number;
  scholarshipCents: number;
  soloCents: number;
  examFeeCents: number;
  instructorHeatCents: number;
  markupPercent: number;
  sharedSplit: (typeof SHARED_COST_SPLITS)[number];
};
/** A confirmed entry: one heat. */
export type PricedEntry = {
  studentId: string;
  partnerStudentId: string | null;
  instructorId: string | null;
  instructorName: string | null;
  entryType: EntryType;
};
export type PricedItem = {
  id: string;
  kind: (typeof COMPETITION_ITEM_KINDS)[number];
  label: string;
  amountCents: number;
  includedHeats: number | null;
};
export type PricedChoice = { studentId: string; itemId: string; quantity: number };
export type CostLine = { label: string; amountCents: number };
export type CostSheet = { lines: CostLine[]; totalCents: number };

const TYPE_LABELS: Record<EntryType, string> = {
  single: "Single dance",
  multi: "Multi-dance",
  scholarship: "Scholarship",
  solo: "Solo",
  exam: "Exam",
};
const TYPE_ORDER: EntryType[] = ["single", "multi", "scholarship", "solo", "exam"];

export function entryFee(event: PricingEvent, type: EntryType): number {
  switch (type) {
    case "single":
      return event.singleDanceCents;
    case "multi":
      return event.multiDanceCents;
    case "scholarship":
      return event.scholarshipCents;
    case "solo":
      return event.soloCents;
    case "exam":
      return event.examFeeCents;
  }
}

/**
 * Splits `total` by `weights` in whole cents that add up to it exactly (largest remainder): each part
 * gets the floor of its exact share, and the cents left go one each to the largest remainders, ties
 * to the earlier weight. All weights zero: an even split.
 */
export function splitByWeights(total: number, weights: number[]): number[] {
  if (!weights.length) return [];
  const used = weights.some((weight) => weight > 0) ? weights : weights.map(() => 1);
  const sum = used.reduce((a, b) => a + b, 0);
  const parts = used.map((weight) => Math.floor((total * weight) / sum));
  const rest = total - parts.reduce((a, b) => a + b, 0);
  const order = used
    .map((weight, index) => ({ index, remainder: (total * weight) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let k = 0; k < rest; k++) parts[order[k].index] += 1;
  return parts;
}

/** The students going: everyone in a confirmed entry (as the entrant or the partner) or with a package or extra. */
export function goingStudentIds(entries: PricedEntry[], choices: PricedChoice[]): Set<string> {
  const going = new Set<string>();
  for (const entry of entries) {
    going.add(entry.studentId);
    if (entry.partnerStudentId) going.add(entry.partnerStudentId);
  }
  for (const choice of choices) going.add(choice.studentId);
  return going;
}

type Heat = { type: EntryType; couple: boolean; cents: number };

/** One student's heats with their part of each entry fee: a couple's heat costs each half, the odd cent to the entrant. */
function heatsOf(event: PricingEvent, entries: PricedEntry[], studentId: string): Heat[] {
  const heats: Heat[] = [];
  for (const entry of entries) {
    const fee = entryFee(event, entry.entryType);
    if (entry.studentId === studentId)
      heats.push({ type: entry.entryType, couple: !!entry.partnerStudentId, cents: entry.partnerStudentId ? Math.ceil(fee / 2) : fee });
    else if (entry.partnerStudentId === studentId) heats.push({ type: entry.entryType, couple: true, cents: Math.floor(fee / 2) });
  }
  return heats;
}

/** The studio's markup on an amount, in whole percent, rounded half up to the cent. */
export function markupOf(amountCents: number, percent: number): number {
  return Math.floor((amountCents * percent + 50) / 100);
}

/**
 * Every going student's cost sheet for one event, in this order: entry fees by type × count (a
 * couple's heats at half), the heats the package covers, the instructor's fee per pro-am heat, the
 * package, extras × quantity, the student's share of each shared cost (split evenly among the
 * students going, or by heats with a couple's heat counting half; largest remainder, so the shares
 * add up to the cost exactly, ties in `order`), then the markup on the outside costs (entry fees,
 * package, extras, shared costs: not the instructors' fees) as its own line.
 *
 * A package covers as many of the student's heats' entry fees as it includes, the dearest first.
 * `order` lists the going students (by name): it settles ties of the split.
 */
export function priceEvent(
  event: PricingEvent,
  entries: PricedEntry[],
  items: PricedItem[],
  choices: PricedChoice[],
  order: string[],
): Map<string, CostSheet> {
  const byId = new Map(items.map((item) => [item.id, item]));
  const heats = new Map(order.map((id) => [id, heatsOf(event, entries, id)]));
  const weights = order.map((id) =>
    event.sharedSplit === "even" ? 1 : (heats.get(id) ?? []).reduce((sum, heat) => sum + (heat.couple ? 1 : 2), 0),
  );
  const shares = items
    .filter((item) => item.kind === "shared")
    .map((item) => ({ item, parts: splitByWeights(item.amountCents, weights), total: weights.reduce((a, b) => a + b, 0) }));

  const sheets = new Map<string, CostSheet>();
  order.forEach((studentId, position) => {
    const lines: CostLine[] = [];
    let outside = 0;
    const mine = choices.filter((choice) => choice.studentId === studentId);
    const pkg = mine.map((choice) => byId.get(choice.itemId)).find((item) => item?.kind === "package");

    const own = [...(heats.get(studentId) ?? [])].sort((a, b) => b.cents - a.cents);
    const covered = Math.min(pkg?.includedHeats ?? 0, own.length);
    for (const couple of [false, true]) {
      for (const type of TYPE_ORDER) {
        const charged = own.slice(covered).filter((heat) => heat.type === type && heat.couple === couple);
        const cents = charged.reduce((sum, heat) => sum + heat.cents, 0);
        if (!charged.length || cents === 0) continue;
        const label = couple
          ? `${TYPE_LABELS[type]} entries with a partner × ${charged.length} (half each)`
          : `${TYPE_LABELS[type]} entries × ${charged.length}`;
        lines.push({ label, amountCents: cents });
        outside += cents;
      }
    }
    if (covered > 0) lines.push({ label: `Entry fees the package covers: ${plural(covered, "heat")}`, amountCents: 0 });

    const teachers = new Map<string, { name: string; heats: number }>();
    for (const entry of entries) {
      if (entry.studentId !== studentId || !entry.instructorId) continue;
      const seen = teachers.get(entry.instructorId) ?? { name: entry.instructorName ?? "Instructor", heats: 0 };
      teachers.set(entry.instructorId, { ...seen, heats: seen.heats + 1 });
    }
    if (event.instructorHeatCents > 0)
      for (const { name, heats: count } of [...teachers.values()].sort((a, b) => a.name.localeCompare(b.name)))
        lines.push({ label: `Instructor's fee, ${name} × ${plural(count, "heat")}`, amountCents: count * event.instructorHeatCents });

    if (pkg) {
      lines.push({ label: `Package: ${pkg.label}`, amountCents: pkg.amountCents });
      outside += pkg.amountCents;
    }
    for (const choice of mine) {
      const item = byId.get(choice.itemId);
      if (!item || item.kind !== "extra") continue;
      const cents = item.amountCents * choice.quantity;
      lines.push({ label: choice.quantity > 1 ? `${item.label} × ${choice.quantity}` : item.label, amountCents: cents });
      outside += cents;
    }
    for (const { item, parts, total } of shares) {
      const part = parts[position];
      if (part === 0) continue;
      const how =
        event.sharedSplit === "even" || total === 0
          ? `shared by ${order.length}`
          : `shared by heats, ${halves(weights[position])} of ${halves(total)}`;
      lines.push({ label: `${item.label}, ${how}`, amountCents: part });
      outside += part;
    }
    const markup = markupOf(outside, event.markupPercent);
    if (markup > 0) lines.push({ label: `Studio markup (${event.markupPercent}%)`, amountCents: markup });
    sheets.set(studentId, { lines, totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0) });
  });
  return sheets;
}

/** A heat count in half heats, as people write it: 5, 2½. */
function halves(count: number): string {
  const whole = Math.floor(count / 2);
  return count % 2 ? `${whole || ""}½` : String(whole);
}

/** Whether two sheets charge the same: the same total and the same lines. */
export function sameSheet(a: CostSheet, b: CostSheet): boolean {
  return a.totalCents === b.totalCents && JSON.stringify(a.lines) === JSON.stringify(b.lines);
}
