import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";
import type { TPolicies } from "./schemas";
import type { StudioPolicies } from "./types";

const columns = {
  cancellationWindowHours: studios.cancellationWindowHours,
  lateCancelPolicy: studios.lateCancelPolicy,
  lateCancelFeeCents: studios.lateCancelFeeCents,
  noShowPolicy: studios.noShowPolicy,
  noShowFeeCents: studios.noShowFeeCents,
  autopayNoticeDays: studios.autopayNoticeDays,
  currency: studios.currency,
};

/** GET /api/studio/policies (owners). */
export async function getPolicies(db: Db, session: Session): Promise<StudioPolicies> {
  const [row] = await db.select(columns).from(studios).where(eq(studios.id, session.studioId));
  return row;
}

/**
 * PATCH /api/studio/policies (owners). A "fee" policy needs a fee above zero once merged with what
 * is stored, so a studio can't end up charging a $0 fee. Changes apply to lessons posted from now on.
 */
export async function updatePolicies(db: Db, session: Session, patch: TPolicies): Promise<StudioPolicies> {
  const merged = { ...(await getPolicies(db, session)), ...patch };
  if (merged.lateCancelPolicy === "fee" && merged.lateCancelFeeCents <= 0) {
    throw new AppError("validation", "Enter the late-cancel fee (more than zero).", {
      fields: { lateCancelFeeCents: "Enter the late-cancel fee (more than zero)." },
    });
  }
  if (merged.noShowPolicy === "fee" && merged.noShowFeeCents <= 0) {
    throw new AppError("validation", "Enter the no-show fee (more than zero).", {
      fields: { noShowFeeCents: "Enter the no-show fee (more than zero)." },
    });
  }
  if (Object.keys(patch).length) await db.update(studios).set(patch).where(eq(studios.id, session.studioId));
  return getPolicies(db, session);
}
