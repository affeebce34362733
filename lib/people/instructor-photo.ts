import "server-only";
import { and, eq } from "drizzle-orm";
import { canManageStudio } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { instructorPhotos, instructors } from "@/lib/db/schema";
import { checkImage, readImageBody } from "@/lib/studio/image-checks";

export type InstructorPhoto = { url: string; width: number; height: number };

/** Where a photo is served: the hash is in the path, so it is cached for a year and a new photo is a new URL. */
export function instructorPhotoUrl(studioId: string, instructorId: string, hash: string | null | undefined): string | null {
  return hash ? `/api/instructor-photos/${studioId}/${instructorId}/${hash}` : null;
}

/** The owner sets anyone's photo; an instructor only their own. An id not in the studio is 404 first. */
async function assertMayChangePhoto(db: Db, session: Session, instructorId: string) {
  const [found] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(and(eq(instructors.studioId, session.studioId), eq(instructors.id, instructorId)));
  if (!found) throw new AppError("not_found", "Instructor not found.");
  if (!canManageStudio(session) && session.instructorId !== instructorId)
    throw new AppError("forbidden", "You can change only your own photo.");
}

/** PUT /api/instructors/{id}/photo: the studio logo's checks (type from the bytes, 1 MB, 64 px a side). */
export async function saveInstructorPhoto(db: Db, session: Session, instructorId: string, request: Request): Promise<InstructorPhoto> {
  await assertMayChangePhoto(db, session, instructorId);
  const bytes = await readImageBody(request, "photo");
  const row = await checkImage(bytes, request.headers.get("content-type"), "photo");
  await db
    .insert(instructorPhotos)
    .values({ studioId: session.studioId, instructorId, ...row })
    .onConflictDoUpdate({ target: [instructorPhotos.studioId, instructorPhotos.instructorId], set: row });
  return { url: instructorPhotoUrl(session.studioId, instructorId, row.hash)!, width: row.width, height: row.height };
}

/** DELETE /api/instructors/{id}/photo. */
export async function deleteInstructorPhoto(db: Db, session: Session, instructorId: string): Promise<void> {
  await assertMayChangePhoto(db, session, instructorId);
  await db
    .delete(instructorPhotos)
    .where(and(eq(instructorPhotos.studioId, session.studioId), eq(instructorPhotos.instructorId, instructorId)));
}

/** The photo's URL for the people screens (null: none yet). */
export async function findInstructorPhotoUrl(db: Db, session: Session, instructorId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: instructorPhotos.hash })
    .from(instructorPhotos)
    .where(and(eq(instructorPhotos.studioId, session.studioId), eq(instructorPhotos.instructorId, instructorId)));
  return instructorPhotoUrl(session.studioId, instructorId, row?.hash);
}

/** The bytes under this hash, or 404: a replaced photo's old URL is gone, not silently the new picture. */
export async function findInstructorPhoto(db: Db, studioId: string, instructorId: string, hash: string) {
  const [row] = await db
    .select({ bytes: instructorPhotos.bytes, contentType: instructorPhotos.contentType, hash: instructorPhotos.hash })
    .from(instructorPhotos)
    .where(and(eq(instructorPhotos.studioId, studioId), eq(instructorPhotos.instructorId, instructorId), eq(instructorPhotos.hash, hash)))
    .limit(1);
  if (!row) throw new AppError("not_found", "Photo not found.");
  return row;
}

/** Every instructor's photo URL in the studio, for the instructors list. */
export async function listInstructorPhotoUrls(db: Db, session: Session): Promise<Map<string, string>> {
  const rows = await db
    .select({ instructorId: instructorPhotos.instructorId, hash: instructorPhotos.hash })
    .from(instructorPhotos)
    .where(eq(instructorPhotos.studioId, session.studioId));
  return new Map(rows.map((row) => [row.instructorId, instructorPhotoUrl(session.studioId, row.instructorId, row.hash)!]));
}
