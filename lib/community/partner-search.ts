import "server-only";
import { and, eq, inArray, ne, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { requireOwnStudentId } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { partnerRequests, partnerSearchProfiles, students, users } from "@/lib/db/schema";
import type { TPartnerSearch } from "./schemas";

/** What others see before a connection is accepted: first name and level, and the ad itself (never surname, e-mail or phone). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

export type PartnerCard = {
  profileId: string;
  firstName: string;
  level: string;
  style: string;
  days: number[];
  heightMinCm: number | null;
  heightMaxCm: number | null;
  /** You already asked them (pending). */
  requested: boolean;
};

/** GET /api/partner-search: the other active students looking for a partner. */
export async function listPartnerSearch(
  db: Db,
  session: Session,
  filter: { style?: string; level?: string },
): Promise<{ people: PartnerCard[] }> {
  const me = requireOwnStudentId(session);
  const rows = await db
    .select({
      profileId: partnerSearchProfiles.id,
      studentId: partnerSearchProfiles.studentId,
      name: students.name,
      level: partnerSearchProfiles.level,
      style: partnerSearchProfiles.style,
      days: partnerSearchProfiles.days,
      heightMinCm: partnerSearchProfiles.heightMinCm,
      heightMaxCm: partnerSearchProfiles.heightMaxCm,
    })
    .from(partnerSearchProfiles)
    .innerJoin(students, and(eq(students.studioId, partnerSearchProfiles.studioId), eq(students.id, partnerSearchProfiles.studentId)))
    .where(
      and(
        eq(partnerSearchProfiles.studioId, session.studioId),
        eq(partnerSearchProfiles.active, true),
        eq(students.active, true),
        ne(partnerSearchProfiles.studentId, me),
        filter.style ? eq(partnerSearchProfiles.style, filter.style as TPartnerSearch["style"]) : undefined,
        filter.level ? eq(partnerSearchProfiles.level, filter.level as TPartnerSearch["level"]) : undefined,
      ),
    )
    .orderBy(partnerSearchProfiles.updatedAt)
    .limit(200);
  const asked = rows.length
    ? await db
        .select({ to: partnerRequests.toStudentId })
        .from(partnerRequests)
        .where(
          and(
            eq(partnerRequests.studioId, session.studioId),
            eq(partnerRequests.fromStudentId, me),
            eq(partnerRequests.status, "pending"),
            inArray(
              partnerRequests.toStudentId,
              rows.map((row) => row.studentId),
            ),
          ),
        )
    : [];
  const askedIds = new Set(asked.map((row) => row.to));
  return {
    people: rows.map(({ studentId, name, ...row }) => ({ ...row, firstName: firstNameOf(name), requested: askedIds.has(studentId) })),
  };
}

export type MyPartnerSearch = {
  profile: (Omit<TPartnerSearch, "heightMinCm" | "heightMaxCm"> & { heightMinCm: number | null; heightMaxCm: number | null }) | null;
  /** The partner on record (after an accepted request, or set by the studio): full name and e-mail. */
  partner: { name: string; email: string | null } | null;
  incoming: { id: string; firstName: string; level: string; style: string | null }[];
  outgoing: { id: string; firstName: string; level: string; status: string }[];
};

/** GET /api/me/partner-search: my ad, my partner, and the requests to and from me. */
export async function getMyPartnerSearch(db: Db, session: Session): Promise<MyPartnerSearch> {
  const me = requireOwnStudentId(session);
  const [profile] = await db
    .select({
      active: partnerSearchProfiles.active,
      style: partnerSearchProfiles.style,
      level: partnerSearchProfiles.level,
      heightMinCm: partnerSearchProfiles.heightMinCm,
      heightMaxCm: partnerSearchProfiles.heightMaxCm,
      days: partnerSearchProfiles.days,
    })
    .from(partnerSearchProfiles)
    .where(and(eq(partnerSearchProfiles.studioId, session.studioId), eq(partnerSearchProfiles.studentId, me)));
  const partners = alias(students, "partner");
  const [partner] = await db
    .select({ name: partners.name, email: users.email, recordEmail: partners.email })
    .from(students)
    .innerJoin(partners, and(eq(partners.studioId, students.studioId), eq(partners.id, students.partnerId)))
    .leftJoin(users, eq(users.id, partners.userId))
    .where(and(eq(students.studioId, session.studioId), eq(students.id, me)));
  const other = alias(students, "other");
  const otherProfile = alias(partnerSearchProfiles, "other_profile");
  const requests = await db
    .select({
      id: partnerRequests.id,
      from: partnerRequests.fromStudentId,
      status: partnerRequests.status,
      name: other.name,
      level: other.level,
      style: otherProfile.style,
      adLevel: otherProfile.level,
    })
    .from(partnerRequests)
    .innerJoin(
      other,
      and(
        eq(other.studioId, partnerRequests.studioId),
        or(
          and(eq(partnerRequests.fromStudentId, me), eq(other.id, partnerRequests.toStudentId)),
          and(eq(partnerRequests.toStudentId, me), eq(other.id, partnerRequests.fromStudentId)),
        ),
      ),
    )
    .leftJoin(otherProfile, and(eq(otherProfile.studioId, other.studioId), eq(otherProfile.studentId, other.id)))
    .where(
      and(eq(partnerRequests.studioId, session.studioId), or(eq(partnerRequests.fromStudentId, me), eq(partnerRequests.toStudentId, me))),
    )
    .orderBy(partnerRequests.createdAt);
  return {
    profile: profile ?? null,
    partner: partner ? { name: partner.name, email: partner.email ?? partner.recordEmail } : null,
    incoming: requests
      .filter((row) => row.from !== me && row.status === "pending")
      .map((row) => ({ id: row.id, firstName: firstNameOf(row.name), level: row.adLevel ?? row.level, style: row.style })),
    outgoing: requests
      .filter((row) => row.from === me)
      .map((row) => ({ id: row.id, firstName: firstNameOf(row.name), level: row.adLevel ?? row.level, status: row.status })),
  };
}

/** PUT /api/me/partner-search: write my ad (or take it down with active: false). */
export async function saveMyPartnerSearch(db: Db, session: Session, input: TPartnerSearch): Promise<MyPartnerSearch> {
  const me = requireOwnStudentId(session);
  const values = {
    ...input,
    heightMinCm: input.heightMinCm ?? null,
    heightMaxCm: input.heightMaxCm ?? null,
    days: [...new Set(input.days)].sort(),
    updatedAt: new Date(),
  };
  await db
    .insert(partnerSearchProfiles)
    .values({ studioId: session.studioId, studentId: me, ...values })
    .onConflictDoUpdate({ target: [partnerSearchProfiles.studioId, partnerSearchProfiles.studentId], set: values });
  return getMyPartnerSearch(db, session);
}
