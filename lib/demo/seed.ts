import "server-only";
import { seedGiftCertificates } from "./seed-gift-certificates";
import { and, eq, ilike, inArray } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import type { Db } from "@/lib/db/client";
import { memberships, outboxMessages, studios, users } from "@/lib/db/schema";
import { DEMO_NOT_SENT } from "@/lib/notifications/enqueue";
import { seedAutopay } from "./seed-autopay";
import { seedCompetitions } from "./seed-competitions";
import { seedDocuments } from "./seed-documents";
import { seedInstalments } from "./seed-instalments";
import { seedInquiries } from "./seed-inquiries";
import { seedIntake } from "./seed-intake";
import { seedProgress } from "./seed-progress";
import { seedPayments } from "./seed-payments";
import { seedPeople } from "./seed-people";
import { seedPromoCodes } from "./seed-promo-codes";
import { seedPublicPage } from "./seed-public-page";
import { seedSales } from "./seed-sales";
import { seedSchedule } from "./seed-schedule";
import { seedServiceDances } from "./seed-service-dances";
import { seedVideoLessons } from "./seed-video-lessons";

export const DEMO_STUDIO_NAME = "Promenade Ballroom";
export const DEMO_PASSWORD = "promenade";
export const DEMO_ACCOUNTS = [
  { email: "owner@promenade.test", name: "Olivia Grant", role: "owner" },
  { email: "instructor@promenade.test", name: "Maria Lopez", role: "instructor" },
  { email: "student@promenade.test", name: "Sam Carter", role: "student" },
] as const;

/**
 * The demo studio (Pro, America/New_York) and its three accounts. Idempotent: it looks each thing
 * up by its natural key and only creates what is missing, so it runs at every `npm start`.
 */
export async function seedDemo(db: Db): Promise<{ studioId: string; created: boolean }> {
  const result = await seedAccounts(db);
  await markDemo(db, result.studioId);
  await seedSchedule(db, result.studioId, "America/New_York");
  await seedPeople(db, result.studioId, "America/New_York");
  // Memberships first: Sam's classes in his membership's periods take their units from it.
  await seedAutopay(db, result.studioId, "America/New_York");
  await seedPayments(db, result.studioId);
  await seedInstalments(db, result.studioId, "America/New_York");
  await seedSales(db, result.studioId);
  await seedProgress(db, result.studioId, "America/New_York");
  await seedVideoLessons(db, result.studioId);
  await seedServiceDances(db, result.studioId);
  await seedPublicPage(db, result.studioId);
  await seedDocuments(db, result.studioId);
  await seedIntake(db, result.studioId);
  await seedInquiries(db, result.studioId);
  await seedGiftCertificates(db, result.studioId);
  await seedPromoCodes(db, result.studioId);
  await seedCompetitions(db, result.studioId);
  return result;
}

/**
 * Flags the studio as the demo, before anything in it can queue a message: from then on e-mail to
 * its made-up people (every address the seed writes ends in `.test`) is kept as not sent
 * (lib/notifications/enqueue.ts), so a mail server configured with SMTP_URL never receives demo
 * mail. A database seeded before the flag existed gets it here, and what it still had waiting for
 * those people is set aside the same way.
 */
async function markDemo(db: Db, studioId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(studios).set({ demo: true }).where(eq(studios.id, studioId));
    await tx
      .update(outboxMessages)
      .set({ status: "suppressed", lastError: DEMO_NOT_SENT, claimedUntil: null })
      .where(
        and(
          eq(outboxMessages.studioId, studioId),
          eq(outboxMessages.channel, "email"),
          ilike(outboxMessages.recipient, "%.test"),
          inArray(outboxMessages.status, ["queued", "sending", "unsent", "failed"]),
        ),
      );
  });
}

async function seedAccounts(db: Db): Promise<{ studioId: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email)).limit(1);
    if (existing[0]) {
      const [membership] = await tx
        .select({ studioId: memberships.studioId })
        .from(memberships)
        .where(eq(memberships.userId, existing[0].id));
      if (membership) return { studioId: membership.studioId, created: false };
    }

    const [studio] = await tx
      .insert(studios)
      .values({
        name: DEMO_STUDIO_NAME,
        demo: true,
        timeZone: "America/New_York",
        currency: "USD",
        plan: "pro",
        billingInterval: "month",
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
        businessHours: {
          "0": { open: "12:00", close: "18:00" },
          "1": { open: "10:00", close: "22:00" },
          "2": { open: "10:00", close: "22:00" },
          "3": { open: "10:00", close: "22:00" },
          "4": { open: "10:00", close: "22:00" },
          "5": { open: "10:00", close: "22:00" },
          "6": { open: "09:00", close: "18:00" },
        },
        // Printed on receipts and e-mails (example.com: reserved for examples, never a real inbox).
        contactAddress: "245 Promenade Avenue, Suite 3\nBrooklyn, NY 11201",
        contactPhone: "+1 718 555 0142",
        contactEmail: "hello@promenade.example.com",
        contactWebsite: "https://promenade.example.com",
        // The demo is set up from the start: no first-week checklist over its calendar.
        checklistDismissedAt: new Date(),
      })
      .returning({ id: studios.id });

    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await tx
        .insert(users)
        .values({ email: account.email, name: account.name, passwordHash })
        .onConflictDoUpdate({ target: users.email, set: { name: account.name } })
        .returning({ id: users.id });
      await tx.insert(memberships).values({ userId: user.id, studioId: studio.id, role: account.role }).onConflictDoNothing();
    }
    return { studioId: studio.id, created: true };
  });
}
