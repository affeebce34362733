// bench:schedule's browser half: the demo studio plus a week of 300 lessons, served by `npm start`.
import { spawn, type ChildProcess } from "node:child_process";
import { sql } from "drizzle-orm";

/** The demo studio plus 300 events in the week ten weeks ahead, and a session for its owner. */
export async function prepareStudio(): Promise<{ token: string; weeksAhead: number }> {
  const { closeDb, getDb } = await import("@/lib/db/client");
  const { seedDemo } = await import("@/lib/demo/seed");
  const { startSession } = await import("@/lib/auth/sessions");
  const db = await getDb();
  const { studioId } = await seedDemo(db);
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows;
  await rows(sql`insert into instructors (studio_id, name) select ${studioId}, 'Guest Coach ' || n from generate_series(1, 40) n`);
  const [service] = await rows(sql`select id from services where studio_id = ${studioId} and name = 'Private Lesson'`);
  const [owner] = await rows(sql`select u.id from users u where u.email = 'owner@promenade.test'`);
  const weeksAhead = 10; // past the demo's 8 weeks of lessons: the week holds these 300 only
  // The target week's Sunday, local midnight: 300 lessons, 43 a day, 3 guest coaches an hour.
  await rows(sql`
    with week as (select (date_trunc('week', (now() at time zone 'America/New_York')::date + ${weeksAhead * 7}::int + 1) - interval '1 day')::date as sunday),
    coaches as (select id, row_number() over (order by name) - 1 as n from instructors where studio_id = ${studioId} and name like 'Guest Coach %')
    insert into events (studio_id, service_id, instructor_id, starts_at, ends_at, capacity)
    select ${studioId}, ${service.id}, c.id, t.start, t.start + interval '45 minutes', 1
    from week, generate_series(0, 299) k
    cross join lateral (select ((week.sunday + (k / 43)) + make_interval(hours => 7 + (k % 43) / 3)) at time zone 'America/New_York' as start) t
    join coaches c on c.n = (k % 43 % 3) + 3 * ((k / 43) % 13)`);
  const { token } = await startSession(db, { userId: owner.id, studioId, role: "owner" }, false);
  await closeDb();
  return { token, weeksAhead };
}

/** `npm start` (it builds first when the build is older than the sources) on `port`, with the data folder given. */
export async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/start.mts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill("SIGTERM");
  throw new Error("The app did not start within 5 minutes.");
}
