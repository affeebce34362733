import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { contactMessages, inquiries, inquiryEvents, instructors, students, studios, INQUIRY_STAGES } from "@/lib/db/schema";
import type { TrialSource } from "@/lib/db/schema";
import { addDays, instantToLocal } from "@/lib/dates/wall-time";

type Stage = (typeof INQUIRY_STAGES)[number];
type Seed = {
  name: string;
  /** Index of the demo student it is about (their name and contact are the student's), if any. */
  student?: number;
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
    student: 1,
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
    student: 2,
    origin: "walk_in",
    interest: "wedding",
    stages: upTo("first_lesson_taken"),
    daysAgo: 12,
    followUp: [0, "Offer the original program"],
    instructor: 1,
  },
  {
    name: "",
    student: 3,
    origin: "first_lesson_form",
    source: { ref: "flyer" },
    interest: "social",
    stages: upTo("original"),
    daysAgo: 40,
    instructor: 0,
  },
  {
    name: "",
    student: 4,
    origin: "phone",
    interest: "competition",
    stages: upTo("extension"),
    daysAgo: 120,
    followUp: [14, "Talk about the spring showcase"],
    instructor: 1,
  },
  {
    name: "",
    student: 0,
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
  const people = await db
    .select({ id: students.id, name: students.name, email: students.email, phone: students.phone })
    .from(students)
    .where(and(eq(students.studioId, studioId), isNull(students.erasedAt), eq(students.active, true)))
    .orderBy(asc(students.createdAt))
    .limit(5);
  const staff = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(and(eq(instructors.studioId, studioId), eq(instructors.active, true)))
    .orderBy(asc(instructors.createdAt))
    .limit(2);
  await db.transaction(async (tx) => {
    for (const seed of SEEDS) {
      const student = seed.student === undefined ? undefined : people[seed.student];
      if (seed.student !== undefined && !student) continue;
      const createdAt = new Date(now.getTime() - seed.daysAgo * DAY_MS);
      let contactMessageId: string | null = null;
      if (seed.message) {
        const [message] = await tx
          .insert(contactMessages)
          .values({ studioId, name: seed.name, email: seed.email ?? "", message: seed.message, ip: "demo", createdAt })
          .returning({ id: contactMessages.id });
        contactMessageId = message.id;
      }
      const stage = seed.stages.at(-1) ?? "new";
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
      // Each stage a few days after the one before, the last no later than now.
      const step = Math.max(1, Math.floor(seed.daysAgo / (seed.stages.length + 1)));
      const events = ["new" as Stage, ...seed.stages].map((reached, index) => ({
        studioId,
        inquiryId: row.id,
        stage: reached,
        note: reached === "lost" ? (seed.lostReason ?? null) : null,
        at: new Date(Math.min(now.getTime(), createdAt.getTime() + index * step * DAY_MS)),
      }));
      await tx.insert(inquiryEvents).values(events);
    }
  });
}
