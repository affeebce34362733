import "server-only";
import { isBlankRow } from "./csv";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { ledgerEntries, packages, packageServices, studentPackages } from "@/lib/db/schema";
import { addDays, localToInstant } from "@/lib/dates/wall-time";
import { loadLinks, writeLinks, type NewLink } from "./links";
import { chunks, type ImportContext, type MappedSheet, type Planned } from "./plan";
import { studentDirectory } from "./refs";
import { nameKey, readDate, readMoney, readText, readWholeNumber } from "./values";

const NEW_PACKAGE_DAYS = 365;

/**
 * Package balances: each row becomes a student package holding the lessons left (units = lessons
 * left, none used), expiring at the end of its expiry day in the studio's zone. The price paid is
 * written as the sale's charge and an equal payment ("Paid before the move to Promenade"), so the
 * student's balance doesn't move. A package name the studio doesn't sell becomes a new package,
 * not on sale, so the balance has terms to copy.
 */
export async function planPackages(context: ImportContext, sheet: MappedSheet): Promise<Planned> {
  const { db, studioId, timeZone, now } = context;
  sheet.requireMapped(["student", "package", "unitsLeft"]);
  const directory = await studentDirectory(db, studioId);
  const catalog = await db
    .select({ id: packages.id, name: packages.name, validDays: packages.validDays, priceCents: packages.priceCents })
    .from(packages)
    .where(eq(packages.studioId, studioId));
  const covered = await db
    .select({ packageId: packageServices.packageId, serviceId: packageServices.serviceId })
    .from(packageServices)
    .where(eq(packageServices.studioId, studioId));
  const byName = new Map(catalog.map((row) => [nameKey(row.name), row]));
  const links = await loadLinks(db, studioId, "student_package");
  const newPackages = new Map<string, { id: string; name: string; units: number; priceCents: number }>();
  const seen = new Map<string, number>();
  const sold: {
    key: string;
    id: string;
    studentId: string;
    packageId: string;
    name: string;
    units: number;
    priceCents: number;
    expiresAt: Date;
    serviceIds: string[];
  }[] = [];
  let skipped = 0;
  if (sheet.errors.length) return { errors: [], created: 0, updated: 0, skipped: 0, apply: async () => {} };
  sheet.rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const before = sheet.errors.length;
    const studentText = sheet.cell(row, "student");
    const student = studentText ? directory.find(studentText) : { error: "Name the student." };
    if ("error" in student) sheet.error(index, "student", student.error);
    const name = sheet.read(row, index, "package", (text) => readText(text, 100));
    if (!name) sheet.error(index, "package", "Name the package.");
    const units = sheet.read(row, index, "unitsLeft", (text) => readWholeNumber(text, 1, 1000));
    if (units === undefined) sheet.error(index, "unitsLeft", "Write how many lessons are left (at least 1).");
    const expires = sheet.read(row, index, "expiresOn", (text) => readDate(text, context.dayOrder));
    if (expires && expires < context.today)
      sheet.error(index, "expiresOn", `${sheet.cell(row, "expiresOn")} has passed: the package has expired.`);
    const price = sheet.read(row, index, "pricePaid", readMoney);
    if (typeof price === "number" && price < 0) sheet.error(index, "pricePaid", "The price paid can't be negative.");
    if (sheet.errors.length > before || "error" in student || !name || !units) return;
    const externalId = sheet.cell(row, "externalId");
    const key = externalId ? `id:${externalId}` : `row:${student.value.id}|${nameKey(name)}|${units}|${expires ?? ""}`;
    const first = seen.get(key);
    if (first) return sheet.error(index, externalId ? "externalId" : null, `The same package balance is also on row ${first}.`);
    seen.set(key, sheet.rowNumber(index));
    if (links.has(key)) {
      skipped++;
      return;
    }
    let pkg: { id: string; validDays?: number } | undefined = byName.get(nameKey(name));
    if (!pkg) {
      const made = newPackages.get(nameKey(name)) ?? { id: randomUUID(), name, units, priceCents: price ?? 0 };
      made.units = Math.max(made.units, units);
      newPackages.set(nameKey(name), made);
      pkg = made;
    }
    const lastDay = expires ?? addDays(context.today, pkg.validDays ?? NEW_PACKAGE_DAYS);
    sold.push({
      key,
      id: randomUUID(),
      studentId: student.value.id,
      packageId: pkg.id,
      name,
      units,
      priceCents: price ?? 0,
      expiresAt: localToInstant(addDays(lastDay, 1), "00:00", timeZone),
      serviceIds: covered.filter((row) => row.packageId === pkg.id).map((row) => row.serviceId),
    });
  });
  return {
    errors: [],
    created: sold.length,
    updated: 0,
    skipped,
    apply: async (tx: Tx, batchId: string) => {
      const made = [...newPackages.values()];
      if (made.length)
        await tx.insert(packages).values(
          made.map((row) => ({
            id: row.id,
            studioId,
            name: row.name,
            units: row.units,
            priceCents: row.priceCents,
            validDays: NEW_PACKAGE_DAYS,
            active: false,
          })),
        );
      const newLinks: NewLink[] = made.map((row) => ({
        entity: "package",
        key: `batch:${batchId}:${row.id}`,
        recordId: row.id,
        created: true,
      }));
      const entries: (typeof ledgerEntries.$inferInsert)[] = [];
      for (const part of chunks(sold)) {
        await tx.insert(studentPackages).values(
          part.map((row) => ({
            id: row.id,
            studioId,
            studentId: row.studentId,
            packageId: row.packageId,
            name: row.name,
            units: row.units,
            priceCents: row.priceCents,
            serviceIds: row.serviceIds,
            purchasedAt: now,
            expiresAt: row.expiresAt,
            broughtForward: true,
          })),
        );
      }
      for (const row of sold) {
        newLinks.push({ entity: "student_package", key: row.key, recordId: row.id, created: true });
        if (row.priceCents <= 0) continue;
        const base = {
          studioId,
          studentId: row.studentId,
          studentPackageId: row.id,
          amountCents: row.priceCents,
          createdByUserId: context.userId,
          broughtForward: true,
        };
        const chargeId = randomUUID();
        const paymentId = randomUUID();
        entries.push(
          { ...base, id: chargeId, kind: "charge", description: row.name, createdAt: now },
          {
            ...base,
            id: paymentId,
            kind: "payment",
            method: "other",
            description: `Payment for ${row.name}`,
            note: "Paid before the move to Promenade",
            createdAt: new Date(now.getTime() + 1),
          },
        );
        newLinks.push(
          { entity: "ledger_entry", key: `${row.key}#charge`, recordId: chargeId, created: true },
          { entity: "ledger_entry", key: `${row.key}#payment`, recordId: paymentId, created: true },
        );
      }
      for (const part of chunks(entries)) await tx.insert(ledgerEntries).values(part);
      await writeLinks(tx, studioId, batchId, newLinks);
    },
  };
}
