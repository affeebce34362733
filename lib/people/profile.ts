import "server-only";
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isStudent, requireOwnStudentId } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import { assertCurrentPassword } from "@/lib/auth/change-password";
import type { Session } from "@/lib/auth/session";
import { getDb, type Db } from "@/lib/db/client";
import { postgresCode } from "@/lib/db/postgres-error";
import { students, users } from "@/lib/db/schema";
import type { TProfilePatch } from "./profile-schemas";

export type Profile = {
  name: string;
  email: string;
  role: Session["role"];
  /** A student's own record: phone and emergency contact are theirs to change; level and partner the studio's. */
  student: {
    phone: string | null;
    emergencyContact: string | null;
    dateOfBirth: string | null;
    level: (typeof students.$inferSelect)["level"];
    partnerName: string | null;
  } | null;
};

/** The signed-in person's profile: their account, and for a student their student record. */
export async function getProfile(db: Db, session: Session): Promise<Profile> {
  const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, session.userId)).limit(1);
  if (!user) throw new AppError("not_found", "Account not found.");
  let student: Profile["student"] = null;
  if (session.studentId) {
    const partners = alias(students, "partner");
    const [row] = await db
      .select({
        phone: students.phone,
        emergencyContact: students.emergencyContact,
        dateOfBirth: students.dateOfBirth,
        level: students.level,
        partnerName: partners.name,
      })
      .from(students)
      .leftJoin(partners, eq(partners.id, students.partnerId))
      .where(and(eq(students.studioId, session.studioId), eq(students.id, session.studentId)))
      .limit(1);
    student = row ?? null;
  }
  return { ...user, role: session.role, student };
}

/** For server components (Settings): the same read, on the app's database. */
export async function loadProfile(session: Session): Promise<Profile> {
  return getProfile(await getDb(), session);
}

/**
 * Saves the person's own name, e-mail (the login: only with the current password) and, for a
 * student, the phone and emergency contact of their student record.
 */
export async function updateProfile(db: Db, session: Session, input: TProfilePatch, ip: string): Promise<Profile> {
  const hasStudentFields = input.phone !== undefined || input.emergencyContact !== undefined || input.dateOfBirth !== undefined;
  if (hasStudentFields && !isStudent(session)) {
    throw new AppError(
      "validation",
      "Phone, emergency contact and date of birth belong to a student record; staff details are kept on the Instructors page.",
    );
  }
  const emailChanges = input.email !== undefined && input.email !== session.email;
  if (emailChanges && !input.currentPassword) {
    const message = "Enter your current password to change your e-mail.";
    throw new AppError("validation", message, { fields: { currentPassword: message } });
  }
  if (emailChanges) await assertCurrentPassword(db, session, input.currentPassword, ip);
  const ownStudentId = hasStudentFields ? requireOwnStudentId(session) : null;

  await db.transaction(async (tx) => {
    const userChanges = { ...(input.name !== undefined ? { name: input.name } : {}), ...(emailChanges ? { email: input.email } : {}) };
    if (Object.keys(userChanges).length > 0) {
      try {
        await tx.update(users).set(userChanges).where(eq(users.id, session.userId));
      } catch (error) {
        if (postgresCode(error) !== "23505") throw error;
        throw new AppError("conflict", "Another account already uses this e-mail.", {
          fields: { email: "Another account already uses this e-mail." },
        });
      }
    }
    if (ownStudentId) {
      const changes = {
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.emergencyContact !== undefined ? { emergencyContact: input.emergencyContact } : {}),
        ...(input.dateOfBirth !== undefined ? { dateOfBirth: input.dateOfBirth } : {}),
      };
      await tx
        .update(students)
        .set(changes)
        .where(and(eq(students.studioId, session.studioId), eq(students.id, ownStudentId)));
    }
  });
  return getProfile(db, session);
}
