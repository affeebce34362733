import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { packages, students } from "@/lib/db/schema";
import { giftSettings, listGiftCertificates, studioDay } from "./gift-certificates";

/** Payments → Gift certificates: the list, what the sell and redeem forms choose from, the expiry. */
export async function giftScreen(db: Db, session: Session) {
  const [gifts, settings, day, packageRows, studentRows] = await Promise.all([
    listGiftCertificates(db, session, {}),
    giftSettings(db, session.studioId),
    studioDay(db, session.studioId),
    db
      .select({ id: packages.id, name: packages.name })
      .from(packages)
      .where(and(eq(packages.studioId, session.studioId), eq(packages.active, true)))
      .orderBy(asc(packages.name)),
    db
      .select({ id: students.id, name: students.name })
      .from(students)
      .where(and(eq(students.studioId, session.studioId), eq(students.active, true)))
      .orderBy(asc(students.name))
      .limit(1000),
  ]);
  return { gifts, settings, currency: day.currency, packages: packageRows, students: studentRows };
}
