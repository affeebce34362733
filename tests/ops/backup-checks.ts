import { expect } from "vitest";

/** PGlite and node-postgres both answer this. */
export type Queryable = { query: (text: string, params?: unknown[]) => Promise<{ rows: any[] }> };

export type TableSums = Record<string, { rows: number; md5: string }>;

/** Every table of the app's schema and its migrations: its row count and the md5 of all its rows (as text, in one order). */
export async function tableSums(client: Queryable): Promise<TableSums> {
  const { rows: tables } = await client.query(
    "SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables " +
      "WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const sums: TableSums = {};
  for (const { name } of tables as { name: string }[]) {
    const { rows } = await client.query(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5 FROM ${name} t`,
    );
    sums[name] = { rows: rows[0].rows, md5: rows[0].md5 };
  }
  return sums;
}

export function totalRows(sums: TableSums): number {
  return Object.values(sums).reduce((total, table) => total + table.rows, 0);
}

export type Post = (path: string, token: string, body: unknown) => Promise<{ status: number; body: any }>;
type Write = { table: "students" | "bookings" | "ledger_entries"; id: string };

/**
 * Clients that each, in a loop, add a student, book them into one of `classIds` and record their
 * cash payment, through the real route handlers. Each client's confirmed (2xx) writes are kept in
 * the order they were made: a consistent copy holds a prefix of every client's list.
 */
export function startWriters(post: Post, { token, classIds, clients }: { token: string; classIds: string[]; clients: number }) {
  const confirmed: Write[][] = Array.from({ length: clients }, () => []);
  const statuses: Record<number, number> = {};
  let running = true;
  const count = (status: number) => (statuses[status] = (statuses[status] ?? 0) + 1);
  const loop = async (client: number) => {
    for (let round = 0; running; round++) {
      const student = await post("/api/students", token, { name: `Writer ${client}.${round}` });
      count(student.status);
      if (student.status !== 201) continue;
      const studentId: string = student.body.student.id;
      confirmed[client].push({ table: "students", id: studentId });
      const eventId = classIds[(client + round) % classIds.length];
      const booked = await post(`/api/events/${eventId}/bookings`, token, { studentId });
      count(booked.status);
      if (booked.status === 201) confirmed[client].push({ table: "bookings", id: booked.body.booking.id });
      const paid = await post("/api/payments", token, { studentId, amountCents: 2_500, method: "cash" });
      count(paid.status);
      if (paid.status === 201) confirmed[client].push({ table: "ledger_entries", id: paid.body.payment.id });
    }
  };
  const loops = Array.from({ length: clients }, (_, client) => loop(client));
  return {
    confirmed,
    statuses,
    /** How many writes each client had confirmed so far. */
    marks: () => confirmed.map((writes) => writes.length),
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function ids(client: Queryable, table: string): Promise<Set<string>> {
  const { rows } = await client.query(`SELECT id::text AS id FROM ${table}`);
  return new Set(rows.map((row) => row.id as string));
}

async function ledgerByBooking(client: Queryable): Promise<Map<string, string>> {
  const { rows } = await client.query(
    "SELECT booking_id::text AS booking, string_agg(id::text, ',' ORDER BY id) AS entries FROM ledger_entries WHERE booking_id IS NOT NULL GROUP BY booking_id",
  );
  return new Map(rows.map((row) => [row.booking as string, row.entries as string]));
}

/**
 * A copy taken while the writers ran is one moment of the source: each client's confirmed writes it
 * holds are a prefix of that client's list (no later write without an earlier one), at least as long
 * as what was confirmed before the backup began; it holds no row the source lacks; and every booking
 * in it has exactly the source's ledger entries for it (its charge was written in the same transaction).
 */
export async function expectConsistentCopy(copy: Queryable, source: Queryable, confirmed: Write[][], before: number[]) {
  const tables = ["students", "bookings", "ledger_entries"] as const;
  const inCopy = {} as Record<(typeof tables)[number], Set<string>>;
  const inSource = {} as Record<(typeof tables)[number], Set<string>>;
  for (const table of tables) [inCopy[table], inSource[table]] = [await ids(copy, table), await ids(source, table)];
  let held = 0;
  confirmed.forEach((writes, client) => {
    const present = writes.map((write) => inCopy[write.table].has(write.id));
    const prefix = present.indexOf(false) < 0 ? present.length : present.indexOf(false);
    expect(present.slice(prefix).filter(Boolean), `client ${client}: a later write without an earlier one`).toEqual([]);
    expect(prefix, `client ${client}: writes confirmed before the backup began`).toBeGreaterThanOrEqual(before[client]);
    held += prefix;
  });
  for (const table of tables)
    expect(
      [...inCopy[table]].filter((id) => !inSource[table].has(id)),
      `${table} the source lacks`,
    ).toEqual([]);
  const [copyLedger, sourceLedger] = [await ledgerByBooking(copy), await ledgerByBooking(source)];
  for (const booking of inCopy.bookings)
    expect(copyLedger.get(booking), `booking ${booking}'s ledger entries`).toBe(sourceLedger.get(booking));
  return {
    held,
    bookings: inCopy.bookings.size,
    bookingsWithLedger: [...inCopy.bookings].filter((booking) => copyLedger.has(booking)).length,
  };
}
