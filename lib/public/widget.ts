import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import { hasFeature } from "@/lib/billing/plans";
import { resolveSubscription } from "@/lib/billing/subscription";
import type { Db } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";
import { findPublicPage, getPublicStudio } from "./public-studio";
import { getPublicTimetable } from "./timetable";
import { widgetContentSecurityPolicy, widgetHtml } from "./widget-html";

/**
 * The widget's page and its CSP. A Pro feature (marketing tools): on a plan without it, or with
 * the page off, nothing is served for another site to frame (404).
 */
export async function loadWidget(db: Db, slug: string, siteUrl: string, now = new Date()) {
  const page = await findPublicPage(db, slug);
  const [plan] = await db.select().from(studios).where(eq(studios.id, page.studioId)).limit(1);
  if (!hasFeature(resolveSubscription(plan, now).key, "marketing_tools"))
    throw new AppError("not_found", "There is no widget at this address.");
  const studio = await getPublicStudio(db, slug);
  const timetable = await getPublicTimetable(db, studio, {}, now);
  return {
    html: widgetHtml(studio, timetable.classes, new URL(`/s/${studio.slug}`, siteUrl).toString()),
    csp: widgetContentSecurityPolicy(page.widgetOrigins),
  };
}
