// npm run bench:app — every signed-in page (app/app/**/page.tsx) over the demo data: the server's
// time to the full HTML, median and p95 of N requests with the session cookie, beside GET /api/health
// measured in the same rounds (the floor). Target: p95 < 100 ms on PGlite. Each page is requested by
// the roles whose sidebar offers it (nav-items.ts, read as text: it imports icons), the others by the owner; dynamic segments get real
// ids from the demo. Rounds are interleaved (health, then every page once), so load hits all alike.
// Options: --rounds=40.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { serveDemo } from "./bench/serve-demo";
import { quantile as stat } from "./bench/stats";

// 40: the p95 then leaves out the slowest two of each page's samples, not one pause.
const ROUNDS = Number(process.argv.find((arg) => arg.startsWith("--rounds="))?.slice(9) ?? "40");
const TARGET_MS = 100;
type ShellRole = "owner" | "instructor" | "student";
const ACCOUNTS: Record<ShellRole, string> = {
  owner: "owner@promenade.test",
  instructor: "instructor@promenade.test",
  student: "student@promenade.test",
};
/** Pages with a view for a role their sidebar item doesn't name (staff's overview of Progress). */
const EXTRA_ROLES: Record<string, ShellRole[]> = { "/app/progress": ["owner"] };

/** The sidebar's roles per page, from components/app-shell/nav-items.ts. */
const NAV_ROLES = new Map(
  [...fs.readFileSync("components/app-shell/nav-items.ts", "utf8").matchAll(/href: "([^"]+)".*?roles: \[([^\]]*)\]/g)].map(
    ([, href, roles]) => [href, [...roles.matchAll(/"(\w+)"/g)].map(([, role]) => role as ShellRole)],
  ),
);

const { base, stop } = await serveDemo(3481, "bench-app");
try {
  const cookies = Object.fromEntries(
    await Promise.all(Object.entries(ACCOUNTS).map(async ([role, email]) => [role, `token=${await logIn(email)}`] as const)),
  ) as Record<ShellRole, string>;
  const ids = await demoIds(cookies.owner);
  const targets = pageRoutes().flatMap((route) => {
    const url = route.replace(/\[(\w+)\]/g, (_, __, offset: number) => {
      const kind = route.slice(0, offset).split("/").filter(Boolean).at(-1)!;
      const id = ids[kind];
      if (!id) throw new Error(`No demo id for ${route}'s [${kind}] segment: add it to demoIds().`);
      return id;
    });
    return rolesFor(route).map((role) => ({ route, url, role }));
  });

  // One probe each: the answer's status (a redirect is measured as such, not followed), then warm-up.
  const probes = new Map<string, string>();
  for (const target of targets) {
    const response = await get(target.url, cookies[target.role]);
    const location = response.headers.get("location");
    probes.set(key(target), location ? `${response.status} → ${location.replace(base, "")}` : String(response.status));
    if (response.status >= 400) throw new Error(`${target.url} as ${target.role} answered ${response.status}`);
    await response.text();
  }
  for (let i = 0; i < 2; i++) for (const target of targets) await timed(target.url, cookies[target.role]);

  const loadBefore = os.loadavg()[0];
  const health: number[] = [];
  const times = new Map<string, number[]>(targets.map((target) => [key(target), []]));
  for (let round = 0; round < ROUNDS; round++) {
    health.push(await timed("/api/health"));
    for (const target of targets) times.get(key(target))!.push(await timed(target.url, cookies[target.role]));
  }

  console.log(
    `\n${ROUNDS} rounds, one request at a time, PGlite; load ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after`,
  );
  console.log(`GET /api/health: median ${fmt(stat(health, 0.5))} ms, p95 ${fmt(stat(health, 0.95))} ms (the floor)\n`);
  console.log("page                              as            median ms   p95 ms   p95 ÷ health p95   p95 < 100 ms   answer");
  let missed = 0;
  for (const target of targets) {
    const samples = times.get(key(target))!;
    const p95 = stat(samples, 0.95);
    if (p95 >= TARGET_MS) missed++;
    console.log(
      `${target.route.padEnd(33)} ${target.role.padEnd(12)} ${fmt(stat(samples, 0.5)).padStart(10)} ${fmt(p95).padStart(8)} ${(p95 / stat(health, 0.95)).toFixed(1).padStart(18)}   ${(p95 < TARGET_MS ? "met" : "MISSED").padEnd(12)}   ${probes.get(key(target))}`,
    );
  }
  console.log(`\n${targets.length - missed} of ${targets.length} page requests met the target (p95 < ${TARGET_MS} ms).`);
} finally {
  stop();
}

async function logIn(email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "promenade" }),
  });
  if (!response.ok) throw new Error(`Login as ${email} answered ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Real ids for the dynamic segments, named by the folder before them. */
async function demoIds(cookie: string): Promise<Record<string, string>> {
  const api = async <T,>(url: string) => (await (await get(url, cookie)).json()) as T;
  const { instructors } = await api<{ instructors: { id: string }[] }>("/api/instructors");
  const { students } = await api<{ students: { id: string }[] }>("/api/students");
  const { payments } = await api<{ payments: { id: string }[] }>("/api/payments");
  return { instructors: instructors[0]?.id, students: students[0]?.id, receipts: payments[0]?.id };
}

/** Every page route under app/app, e.g. "/app/students/[id]" (not the catch-all that answers missing pages). */
function pageRoutes(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith("[...")) walk(path.join(dir, entry.name));
      else if (entry.name === "page.tsx") found.push(`/${path.relative("app", dir).split(path.sep).join("/")}`);
    }
  };
  walk(path.join("app", "app"));
  return found.sort();
}

function rolesFor(route: string): ShellRole[] {
  return [...(NAV_ROLES.get(route) ?? ["owner"]), ...(EXTRA_ROLES[route] ?? [])];
}

function get(url: string, cookie?: string): Promise<Response> {
  return fetch(base + url, { headers: cookie ? { cookie } : {}, redirect: "manual" });
}

/** Milliseconds until the whole body has arrived. */
async function timed(url: string, cookie?: string): Promise<number> {
  const start = performance.now();
  const response = await get(url, cookie);
  await response.arrayBuffer();
  return performance.now() - start;
}

function key(target: { url: string; role: string }): string {
  return `${target.role} ${target.url}`;
}

function fmt(ms: number): string {
  return ms.toFixed(1);
}
