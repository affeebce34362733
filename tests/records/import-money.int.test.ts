import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { ledgerEntries, packages, studentPackages } from "@/lib/db/schema";
import { studentBalance } from "@/lib/payments/ledger";
import { revenueReport } from "@/lib/reports/revenue";
import { sessionOf } from "../helpers/studio-factory";
import { makePackage } from "../helpers/money-factory";
import { makeStudent } from "../helpers/people-factory";
import { makeService, makeStudio } from "../helpers/studio-factory";
import { commit, dayFromToday, dryRun, importFile, undo, uploaded } from "./import-support";

describe("importing package balances and account balances", () => {
  it("turns package balances into paid student packages without moving the balance", async () => {
    const { studio, owner } = await makeStudio();
    const service = await makeService(studio.id);
    const bronze = await makePackage(studio.id, [service.id], { name: "10 Private Lessons", units: 10, priceCents: 85_000 });
    const anna = await makeStudent(studio.id, { name: "Anna Smith", email: "anna@example.test" });
    const ben = await makeStudent(studio.id, { name: "Ben Ortiz" });
    const expiry = dayFromToday(90);
    const csv = [
      "Client,Pricing Option,Remaining,Expiration Date,Price",
      `anna@example.test,10 private lessons,4,${expiry},$850.00`,
      `Ben Ortiz,Legacy Social Pass,3,,120`,
    ].join("\n");
    const result = await importFile(owner.token, "packages", csv);
    expect(result).toMatchObject({ created: 2, updated: 0, skipped: 0 });
    const db = await getDb();
    const [annas] = await db.select().from(studentPackages).where(eq(studentPackages.studentId, anna.id));
    expect(annas).toMatchObject({
      packageId: bronze.id,
      name: "10 private lessons",
      units: 4,
      unitsUsed: 0,
      priceCents: 85_000,
      serviceIds: [service.id],
    });
    // The end of the expiry day in the studio's zone (New York).
    expect(annas.expiresAt.toISOString().slice(0, 10)).toBe(
      new Date(Date.parse(`${expiry}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
    );
    const [legacy] = await db
      .select()
      .from(packages)
      .where(and(eq(packages.studioId, studio.id), eq(packages.name, "Legacy Social Pass")));
    expect(legacy).toMatchObject({ active: false, units: 3, priceCents: 12_000 });
    expect(await studentBalance(db, studio.id, anna.id)).toBe(0);
    expect(await studentBalance(db, studio.id, ben.id)).toBe(0);
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, anna.id));
    expect(entries.map((entry) => [entry.kind, entry.amountCents, entry.method])).toEqual(
      expect.arrayContaining([
        ["charge", 85_000, null],
        ["payment", 85_000, "other"],
      ]),
    );
    expect(await importFile(owner.token, "packages", csv)).toMatchObject({ created: 0, skipped: 2 });
    expect((await undo(owner.token, result.id)).status).toBe(200);
    expect(await db.select().from(studentPackages).where(eq(studentPackages.studioId, studio.id))).toEqual([]);
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.studioId, studio.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(packages)
        .where(and(eq(packages.studioId, studio.id), eq(packages.name, "Legacy Social Pass"))),
    ).toEqual([]);
  });

  it("names unknown students, bad numbers and expired packages by row", async () => {
    const { studio, owner } = await makeStudio();
    await makeStudent(studio.id, { name: "Anna Smith" });
    await makeStudent(studio.id, { name: "Kim Lee" });
    await makeStudent(studio.id, { name: "Kim Lee" });
    const csv = [
      "Student,Package,Lessons left,Expires,Price paid",
      "Nobody,Gold,2,,",
      "Anna Smith,Gold,two,2020-01-01,-5",
      "Kim Lee,Gold,1,,",
    ].join("\n");
    const batch = await uploaded(owner.token, "packages", csv);
    const response = await dryRun(owner.token, batch.id, batch.guessedMapping);
    expect(response.body.errors).toEqual([
      { row: 2, column: "Student", message: "Nobody isn't a student here." },
      { row: 3, column: "Lessons left", message: "two isn't a whole number." },
      { row: 3, column: "Expires", message: "2020-01-01 has passed: the package has expired." },
      { row: 3, column: "Price paid", message: "The price paid can't be negative." },
      { row: 4, column: "Student", message: "2 students here are called Kim Lee: write their e-mail instead." },
    ]);
  });

  it("brings balances forward as one ledger entry per student", async () => {
    const { studio, owner } = await makeStudio();
    const anna = await makeStudent(studio.id, { name: "Anna Smith" });
    const ben = await makeStudent(studio.id, { name: "Ben Ortiz", email: "ben@example.test" });
    const cara = await makeStudent(studio.id, { name: "Cara Diaz" });
    const csv = ["Name;Balance;Memo", "Anna Smith;120,50;from Mindbody", "ben@example.test;(40.00);", "Cara Diaz;0;"].join("\r\n");
    const result = await importFile(owner.token, "balances", csv);
    expect(result).toMatchObject({ created: 2, skipped: 1 });
    const db = await getDb();
    expect(await studentBalance(db, studio.id, anna.id)).toBe(12_050);
    expect(await studentBalance(db, studio.id, ben.id)).toBe(-4_000);
    expect(await studentBalance(db, studio.id, cara.id)).toBe(0);
    const [entry] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, anna.id));
    expect(entry).toMatchObject({ kind: "charge", description: "Balance brought forward", note: "from Mindbody" });
    expect(await importFile(owner.token, "balances", csv)).toMatchObject({ created: 0, skipped: 3 });
    const other = await uploaded(owner.token, "balances", csv.replace("120,50", "99"));
    const refused = await commit(owner.token, other.id, other.guessedMapping);
    expect(refused.status).toBe(422);
    expect(refused.body.error.errors).toEqual([
      {
        row: 2,
        column: "Balance",
        message:
          "Anna Smith's balance was already brought forward ($120.50) by an earlier import: undo that import to bring another amount.",
      },
    ]);
    expect((await undo(owner.token, result.id)).status).toBe(200);
    expect(await studentBalance(db, studio.id, anna.id)).toBe(0);
  });

  it("is no sale and no cash received in the reports, though the packages it brings are owed", async () => {
    const { studio, owner } = await makeStudio();
    const service = await makeService(studio.id);
    await makePackage(studio.id, [service.id], { name: "10 Private Lessons", units: 10, priceCents: 85_000 });
    await makeStudent(studio.id, { name: "Anna Smith", email: "anna@example.test" });
    await makeStudent(studio.id, { name: "Ben Ortiz" });
    const expiry = dayFromToday(90);
    await importFile(
      owner.token,
      "packages",
      ["Client,Pricing Option,Remaining,Expiration Date,Price", `anna@example.test,10 private lessons,4,${expiry},850`].join("\n"),
    );
    await importFile(owner.token, "balances", ["Name,Balance", "Anna Smith,(25.00)", "Ben Ortiz,40"].join("\n"));
    // Today on the studio's calendar (New York), where the import wrote its entries.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: studio.timeZone }).format(new Date());
    const report = await revenueReport(await getDb(), await sessionOf(owner.token), { from: today, to: today });
    expect(report.totals).toMatchObject({ receivedCents: 0, packagesSold: 0 });
    expect(report.totals.liabilityUnits).toBe(4);
    expect(report.totals.liabilityCents).toBe(85_000);
  });
});
