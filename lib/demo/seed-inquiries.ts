import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { contactMessages, inquiries, inquiryEvents, instructors, studios, INQUIRY_STAGES } from "@/lib/db/schema";
import { queryRows } from "@/lib/db/query-rows";
import type { TrialSource } from "@/lib/db/schema";
import { addDays, instantToLocal } from "@/lib/dates/wall-time";

type Stage = (typeof INQUIRY_STAGES)[number];
type Seed = {
  name: string;
  /** About a demo student whose lessons and sales fit its stage (their name and contact are the student's). */
  student?: true;
  email?: string;
  phone?: string;
  origin: (typeof inquiries.$inferInsert)["origin"];
  source?: TrialSource;
  interest: (typeof inquiries.$inferInsert)["interest"];
  /** The stages it went through after "new", in order; the last is where it stands. */
  stages: Stage[];
  daysAgo: number;
  /** Days from today (0: due today, negative: overdue). */
  followUp?: [number, string];
  lostReason?: string;
  notes?: string;
  message?: string;
  instructor?: number;
};

const LADDER: Stage[] = ["first_lesson_booked", "first_lesson_taken", "original", "extension", "renewal"];
const upTo = (stage: Stage) => LADDER.slice(0, LADDER.indexOf(stage) + 1);

const SEEDS: Seed[] = [
  {
    name: "Grace Whitfield",
    email: "grace.whitfield@example.test",
    origin: "first_lesson_form",
    source: { ref: "instagram" },
    interest: "wedding",
    stages: [],
    daysAgo: 1,
    followUp: [0, "Call to offer a first-lesson time"],
    instructor: 0,
    notes: "Wedding on October 12; first dance is a slow foxtrot.",
  },
  {
    name: "Tomás Rivera",
    phone: "+1 212 555 0147",
    origin: "phone",
    interest: "social",
    stages: [],
    daysAgo: 2,
    followUp: [0, "Call back after 6 PM"],
    instructor: 1,
  },
  {
    name: "Priya Natarajan",
    email: "priya.n@example.test",
    origin: "contact_form",
    interest: "competition",
    stages: [],
    daysAgo: 3,
    followUp: [-1, "Reply to their message"],
    message: "I danced Latin in college and would love to compete again. Do you coach pro-am?",
  },
  {
    name: "Helen Ostrowski",
    phone: "+1 917 555 0190",
    email: "helen.o@example.test",
    origin: "walk_in",
    interest: "wedding",
    stages: [],
    daysAgo: 4,
    followUp: [3, "Send the wedding package prices"],
    instructor: 0,
    notes: "Came in with her fiancé Mark.",
  },
  {
    name: "Amara Osei",
    email: "amara.osei@example.test",
    origin: "first_lesson_form",
    source: { utmSource: "google", utmMedium: "cpc" },
    interest: "fitness",
    stages: [],
    daysAgo: 0,
    followUp: [1, "Welcome e-mail with the class timetable"],
  },
  {
    name: "",
    student: true,
    origin: "first_lesson_form",
    source: { utmSource: "google" },
    interest: "social",
    stages: upTo("first_lesson_booked"),
    daysAgo: 6,
    followUp: [0, "Confirm Thursday's first lesson"],
    instructor: 0,
  },
  {
    name: "",
    student: true,
    origin: "walk_in",
    interest: "wedding",
    stages: upTo("first_lesson_taken"),
    daysAgo: 12,
    followUp: [0, "Offer the original program"],
    instructor: 1,
  },
  {
    name: "",
    student: true,
    origin: "first_lesson_form",
    source: { ref: "flyer" },
    interest: "social",
    stages: upTo("original"),
    daysAgo: 40,
    instructor: 0,
  },
  {
    name: "",
    student: true,
    origin: "phone",
    interest: "competition",
    stages: upTo("extension"),
    daysAgo: 120,
    followUp: [14, "Talk about the spring showcase"],
    instructor: 1,
  },
  {
    name: "",
    student: true,
    origin: "first_lesson_form",
    source: { ref: "friend" },
    interest: "competition",
    stages: upTo("renewal"),
    daysAgo: 300,
    instructor: 0,
  },
  {
    name: "Dmitri Volkov",
    phone: "+1 646 555 0112",
    origin: "phone",
    interest: "social",
    stages: ["lost"],
    daysAgo: 20,
    lostReason: "Chose a studio closer to work",
  },
  {
    name: "Lena Fischer",
    email: "lena.fischer@example.test",
    origin: "contact_form",
    interest: "wedding",
    stages: ["lost"],
    daysAgo: 30,
    lostReason: "Wedding postponed to next year",
    message: "How many lessons would we need before an August wedding?",
  },
];

const DAY_MS = 86_400_000;

const SALE_STAGES = ["original", "extension", "renewal"] as const;

type History = { id: string; name: string; email: string | null; phone: string | null; lessons: number; attended: number } & Record<
  (typeof SALE_STAGES)[number],
  Date | null
>;

const isSaleStage = (stage: Stage): stage is (typeof SALE_STAGES)[number] => (SALE_STAGES as readonly Stage[]).includes(stage);

/**
 * Whether a student's history matches an inquiry at `stage`: every sale that moves an inquiry up to
 * it and none past it (an extension: an original and an extension, no renewal); with no sale, lessons
 * booked, and for "first lesson taken" one attended.
 */
function fits(history: History, stage: Stage): boolean {
  if (isSaleStage(stage)) {
    const reach = SALE_STAGES.indexOf(stage);
    return SALE_STAGES.every((sale, index) => (history[sale] !== null) === index <= reach);
  }
  if (SALE_STAGES.some((sale) => history[sale] !== null)) return false;
  if (stage === "first_lesson_taken") return history.attended > 0;
  return stage === "first_lesson_booked" && history.lessons > 0;
}

/** The studio's active students with the first day of each kind of sale and how many lessons they booked and attended, by name. */
async function studentHistories(db: Db, studioId: string, now: Date): Promise<History[]> {
  const rows = await queryRows<
    Omit<History, "original" | "extension" | "renewal"> & Record<"original" | "extension" | "renewal", string | null>
  >(
    db,
    sql`select t.id, t.name, t.email, t.phone,
        (select min(x.sold_at)::text from sales x where x.studio_id = t.studio_id and x.student_id = t.id and x.category = 'original') as "original",
        (select min(x.sold_at)::text from sales x where x.studio_id = t.studio_id and x.student_id = t.id and x.category = 'extension') as "extension",
        (select min(x.sold_at)::text from sales x where x.studio_id = t.studio_id and x.student_id = t.id and x.category = 'renewal') as "renewal",
        (select count(*)::int from bookings b where b.studio_id = t.studio_id and b.student_id = t.id and b.status in ('booked', 'attended')) as "lessons",
        (select count(*)::int from bookings b join events e on e.studio_id = b.studio_id and e.id = b.event_id
          where b.studio_id = t.studio_id and b.student_id = t.id and b.status = 'attended' and e.starts_at < ${now}) as "attended"
      from students t where t.studio_id = ${studioId} and t.erased_at is null and t.active
      order by t.name, t.id`,
  );
  const day = (value: string | null) => (value ? new Date(value) : null);
  return rows.map((row) => ({ ...row, original: day(row.original), extension: day(row.extension), renewal: day(row.renewal) }));
}

/**
 * The demo studio's pipeline: a dozen inquiries at every stage (new ones from the public page, the
 * contact form, a walk-in and a call; demo students further along; two lost), several follow-ups due
 * today and one overdue. Idempotent: nothing happens once the studio has any inquiry.
 */
export async function seedInquiries(db: Db, studioId: string): Promise<void> {
  const [existing] = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.studioId, studioId)).limit(1);
  if (existing) return;
  const [studio] = await db.select({ timeZone: studios.timeZone }).from(studios).where(eq(studios.id, studioId));
  const now = new Date();
  const today = instantToLocal(now, studio.timeZone).date;
  const histories = await studentHistories(db, studioId, now);
  const taken = new Set<string>();
  const staff = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(and(eq(instructors.studioId, studioId), eq(instructors.active, true)))
    .orderBy(asc(instructors.createdAt))
    .limit(2);
  await db.transaction(async (tx) => {
    for (const seed of SEEDS) {
      const stage = seed.stages.at(-1) ?? "new";
      const student = seed.student ? histories.find((history) => !taken.has(history.id) && fits(history, stage)) : undefined;
      if (seed.student && !student) continue;
      if (student) taken.add(student.id);
      // The stages its sales reached stand on those sales' days; the inquiry began a fortnight before the first.
      const soldOn = seed.stages.map((reached) => (student && isSaleStage(reached) ? student[reached] : null));
      const firstSale = soldOn.find((day): day is Date => day !== null);
      const createdAt = new Date(
        Math.min(now.getTime() - seed.daysAgo * DAY_MS, firstSale ? firstSale.getTime() - 14 * DAY_MS : Number.POSITIVE_INFINITY),
      );
      let contactMessageId: string | null = null;
      if (seed.message) {
        const [message] = await tx
          .insert(contactMessages)
          .values({ studioId, name: seed.name, email: seed.email ?? "", message: seed.message, ip: "demo", createdAt })
          .returning({ id: contactMessages.id });
        contactMessageId = message.id;
      }
      const [row] = await tx
        .insert(inquiries)
        .values({
          studioId,
          studentId: student?.id ?? null,
          name: student?.name ?? seed.name,
          email: student ? student.email : (seed.email ?? null),
          phone: student ? student.phone : (seed.phone ?? null),
          origin: seed.origin,
          source: seed.source ?? null,
          interest: seed.interest,
          assignedTo: seed.instructor === undefined ? null : (staff[seed.instructor]?.id ?? null),
          notes: seed.notes ?? null,
          stage,
          lostReason: seed.lostReason ?? null,
          followUpOn: seed.followUp ? addDays(today, seed.followUp[0]) : null,
          followUpNote: seed.followUp?.[1] ?? null,
          contactMessageId,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: inquiries.id });
      // The stages before the first sale (or all, without one) a few days apart, up to that sale or now.
      const before = firstSale ? soldOn.indexOf(firstSale) : seed.stages.length;
      const step = ((firstSale ?? now).getTime() - createdAt.getTime()) / (before + 1);
      const events = ["new" as Stage, ...seed.stages].map((reached, index) => ({
        studioId,
        inquiryId: row.id,
        stage: reached,
        note: reached === "lost" ? (seed.lostReason ?? null) : null,
        at: (index > 0 ? soldOn[index - 1] : null) ?? new Date(Math.min(now.getTime(), createdAt.getTime() + Math.floor(index * step))),
      }));
      await tx.insert(inquiryEvents).values(events);
    }
  });
}
