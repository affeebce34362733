import "server-only";
import { getSessionFromToken } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { isOperator } from "./access";
import { latestOperatorViews, recordOperatorView, type Viewer } from "./audit";
import { readOperatorHealth } from "./health";
import { listSiteMessages } from "./messages";
import { listOperatorStudios, type StudioSort } from "./studios";

/** The operator behind a session token, or null for anyone else (signed out, or not in OPERATOR_EMAILS). */
export async function operatorViewer(db: Db, token: string | null | undefined): Promise<Viewer | null> {
  const session = await getSessionFromToken(db, token);
  if (!session || !isOperator(session.email)) return null;
  return { userId: session.userId, email: session.email };
}

// Each view of /operator, as its page runs it: null for anyone not an operator (the page answers
// 404), else the view is recorded first and then read.

export async function viewHealth(db: Db, token: string | null | undefined, now = new Date()) {
  const viewer = await operatorViewer(db, token);
  if (!viewer) return null;
  await recordOperatorView(db, viewer, "health", null, now);
  const [health, views] = await Promise.all([readOperatorHealth(db, now), latestOperatorViews(db)]);
  return { viewer, health, views };
}

export async function viewMessages(db: Db, token: string | null | undefined, page: number, now = new Date()) {
  const viewer = await operatorViewer(db, token);
  if (!viewer) return null;
  await recordOperatorView(db, viewer, "messages", `page=${page}`, now);
  return { viewer, messages: await listSiteMessages(db, page) };
}

export async function viewStudios(db: Db, token: string | null | undefined, page: number, sort: StudioSort, now = new Date()) {
  const viewer = await operatorViewer(db, token);
  if (!viewer) return null;
  await recordOperatorView(db, viewer, "studios", `page=${page}&sort=${sort}`, now);
  return { viewer, studios: await listOperatorStudios(db, page, sort, now) };
}
