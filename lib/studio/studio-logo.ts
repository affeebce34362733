import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { studioLogos, studios } from "@/lib/db/schema";
import { checkImage, readImageBody } from "./image-checks";
import type { LogoType } from "./logo-rules";
import { studioLogoUrl } from "./logo-url";

export type StudioLogo = { url: string; contentType: LogoType; width: number; height: number; bytes: number };

/**
 * PUT /api/studio/logo: checks the bytes (type, size, at least 64 px a side) and stores them with
 * their sha-256, the studio row pointing at the new hash in the same transaction, so the logo's URL
 * never names bytes that aren't there.
 */
export async function saveStudioLogo(db: Db, session: Session, bytes: Uint8Array, contentType: string | null): Promise<StudioLogo> {
  const row = await checkImage(bytes, contentType, "logo");
  await db.transaction(async (tx) => {
    await tx
      .insert(studioLogos)
      .values({ studioId: session.studioId, ...row })
      .onConflictDoUpdate({ target: studioLogos.studioId, set: row });
    await tx.update(studios).set({ logoHash: row.hash }).where(eq(studios.id, session.studioId));
  });
  const { hash, contentType: type, width, height } = row;
  return { url: studioLogoUrl(session.studioId, hash)!, contentType: type, width, height, bytes: bytes.length };
}

/** DELETE /api/studio/logo: the bytes and the studio's pointer to them go together. */
export async function deleteStudioLogo(db: Db, session: Session): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(studioLogos).where(eq(studioLogos.studioId, session.studioId));
    await tx.update(studios).set({ logoHash: null }).where(eq(studios.id, session.studioId));
  });
}

/** The logo stored under this hash, or 404: a replaced logo's old URL is gone, not silently the new picture. */
export async function findStudioLogo(db: Db, studioId: string, hash: string) {
  const [row] = await db
    .select({ bytes: studioLogos.bytes, contentType: studioLogos.contentType, hash: studioLogos.hash })
    .from(studioLogos)
    .where(and(eq(studioLogos.studioId, studioId), eq(studioLogos.hash, hash)))
    .limit(1);
  if (!row) throw new AppError("not_found", "Logo not found.");
  return row;
}

/** The logo's request body, read only up to 1 MB (see readImageBody). */
export const readLogoBody = (request: Request) => readImageBody(request, "logo");
