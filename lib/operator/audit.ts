import "server-only";
import { desc } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { operatorViews } from "@/lib/db/schema";
import type { OPERATOR_VIEWS } from "@/lib/db/schema/column-values";

export type OperatorView = (typeof OPERATOR_VIEWS)[number];
export type Viewer = { userId: string; email: string };

/** Every view of the operator's screen leaves a row: who, which view (and page), when. Written before anything is read. */
export async function recordOperatorView(
  db: Db,
  viewer: Viewer,
  view: OperatorView,
  detail: string | null,
  now = new Date(),
): Promise<void> {
  await db.insert(operatorViews).values({ userId: viewer.userId, email: viewer.email, view, detail, createdAt: now });
}

/** The latest views, newest first (the health view lists a few: who else has looked). */
export async function latestOperatorViews(db: Db, limit = 5) {
  return db
    .select({ email: operatorViews.email, view: operatorViews.view, createdAt: operatorViews.createdAt })
    .from(operatorViews)
    .orderBy(desc(operatorViews.createdAt))
    .limit(limit);
}
