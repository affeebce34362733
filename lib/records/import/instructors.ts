import "server-only";
import { isBlankRow } from "./csv";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { instructors } from "@/lib/db/schema";
import { loadLinks, writeLinks, type NewLink } from "./links";
import { chunks, type ImportContext, type MappedSheet, type Planned } from "./plan";
import { nameKey, readEmail, readText } from "./values";

type Existing = { id: string; name: string; email: string | null; phone: string | null; styles: string[] };
type Values = { name: string; email?: string; phone?: string; styles?: string[] };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Instructors: matched like students (an earlier import's id, else e-mail, else name); empty cells change nothing. */
export async function planInstructors(context: ImportContext, sheet: MappedSheet): Promise<Planned> {
  const { db, studioId } = context;
  sheet.requireMapped(["name"]);
  const existing: Existing[] = await db
    .select({ id: instructors.id, name: instructors.name, email: instructors.email, phone: instructors.phone, styles: instructors.styles })
    .from(instructors)
    .where(eq(instructors.studioId, studioId));
  const byId = new Map(existing.map((row) => [row.id, row]));
  const byEmail = new Map(existing.filter((row) => row.email).map((row) => [row.email!.toLowerCase(), row]));
  const byName = new Map(existing.map((row) => [nameKey(row.name), row]));
  const links = await loadLinks(db, studioId, "instructor");
  const seen = new Map<string, number>();
  const claimed = new Map<string, number>();
  const rows: { key: string; id: string; current: Existing | null; values: Values }[] = [];
  if (!sheet.mapped("name")) return { errors: [], created: 0, updated: 0, skipped: 0, apply: async () => {} };
  sheet.rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const before = sheet.errors.length;
    const name = sheet.read(row, index, "name", (text) => readText(text, 100));
    if (name === undefined) sheet.error(index, "name", "Every instructor needs a name.");
    const email = sheet.read(row, index, "email", readEmail);
    const phone = sheet.read(row, index, "phone", (text) => readText(text, 40));
    const styles = sheet.read(row, index, "styles", (text) => {
      const list = text
        .split(/[,;/]/)
        .map((style) => style.trim())
        .filter(Boolean);
      return list.length > 30 || list.some((style) => style.length > 40)
        ? { error: "At most 30 styles of 40 characters." }
        : { value: list };
    });
    if (sheet.errors.length > before || !name) return;
    const externalId = sheet.cell(row, "externalId");
    const key = externalId ? `id:${externalId}` : email ? `email:${email}` : `name:${nameKey(name)}`;
    const first = seen.get(key);
    if (first) return sheet.error(index, externalId ? "externalId" : email ? "email" : "name", `This instructor is also on row ${first}.`);
    seen.set(key, sheet.rowNumber(index));
    const link = links.get(key);
    const current = (link && byId.get(link.recordId)) || (email && byEmail.get(email)) || byName.get(nameKey(name)) || null;
    const claimedOn = current ? claimed.get(current.id) : undefined;
    if (claimedOn !== undefined) return sheet.error(index, null, `This is ${current!.name} again, already on row ${claimedOn}.`);
    if (current) claimed.set(current.id, sheet.rowNumber(index));
    rows.push({
      key,
      id: current?.id ?? randomUUID(),
      current,
      values: { name, ...(email ? { email } : {}), ...(phone ? { phone } : {}), ...(styles ? { styles } : {}) },
    });
  });
  const newLinks: NewLink[] = [];
  const updates: { id: string; row: Existing; before: Partial<Existing> }[] = [];
  let skipped = 0;
  for (const row of rows) {
    if (!row.current) {
      newLinks.push({ entity: "instructor", key: row.key, recordId: row.id, created: true });
      continue;
    }
    const changed = (Object.keys(row.values) as (keyof Values)[]).filter((field) => !same(row.values[field], row.current![field]));
    if (!changed.length) {
      skipped++;
      continue;
    }
    const before = Object.fromEntries(changed.map((field) => [field, row.current![field]]));
    updates.push({ id: row.id, row: { ...row.current, ...row.values }, before });
    newLinks.push({ entity: "instructor", key: row.key, recordId: row.id, created: false, before });
  }
  const created = rows.filter((row) => !row.current);
  return {
    errors: [],
    created: created.length,
    updated: updates.length,
    skipped,
    apply: async (tx: Tx, batchId: string) => {
      for (const part of chunks(created))
        await tx.insert(instructors).values(
          part.map((row) => ({
            id: row.id,
            studioId,
            name: row.values.name,
            email: row.values.email ?? null,
            phone: row.values.phone ?? null,
            styles: row.values.styles ?? [],
          })),
        );
      await updateInstructorRows(
        tx,
        studioId,
        updates.map((update) => update.row),
      );
      await writeLinks(tx, studioId, batchId, newLinks, links);
    },
  };
}

export async function updateInstructorRows(tx: Tx, studioId: string, rows: Existing[]) {
  for (const part of chunks(rows))
    await tx.execute(sql`
      update instructors i set name = v.name, email = v.email, phone = v.phone, styles = v.styles
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as v(id uuid, name text, email text, phone text, styles text[])
      where i.studio_id = ${studioId} and i.id = v.id`);
}
