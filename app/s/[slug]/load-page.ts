import { cache } from "react";
import { notFound } from "next/navigation";
import { AppError } from "@/lib/api/app-error";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { findFirstLessonDays } from "@/lib/public/private-slots";
import { getPublicStudio } from "@/lib/public/public-studio";
import { ZSlug } from "@/lib/public/slug";
import { getPublicTimetable } from "@/lib/public/timetable";

/** The studio of a public page's address, or the 404 page (a bad slug, a page that is off or missing). */
export const loadPublicStudio = cache(async (rawSlug: string) => {
  const slug = ZSlug.safeParse(rawSlug);
  if (!slug.success) notFound();
  try {
    return await getPublicStudio(await getDb(), slug.data);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  }
});

/** The page's data, read once per request (metadata and the page share it) through the API's own functions. */
export const loadPublicPage = cache(async (rawSlug: string) => {
  const studio = await loadPublicStudio(rawSlug);
  const db = await getDb();
  const [timetable, firstLessons] = await Promise.all([getPublicTimetable(db, studio, {}), findFirstLessonDays(db, studio)]);
  return { studio, timetable, privateDays: firstLessons.days, pageUrl: new URL(`/s/${studio.slug}`, env.SITE_URL).toString() };
});

/** The visit's ref and UTM fields (?ref=, ?utm_source=…), carried into the booking. */
export function readSource(query: Record<string, string | string[] | undefined>) {
  const one = (key: string) => {
    const value = query[key];
    const text = Array.isArray(value) ? value[0] : value;
    return text ? text.slice(0, 100) : undefined;
  };
  const source = { ref: one("ref"), utmSource: one("utm_source"), utmMedium: one("utm_medium"), utmCampaign: one("utm_campaign") };
  const keys = { ref: "ref", utmSource: "utm_source", utmMedium: "utm_medium", utmCampaign: "utm_campaign" } as const;
  const keepQuery = new URLSearchParams(
    Object.entries(source).flatMap(([key, value]) => (value ? [[keys[key as keyof typeof keys], value]] : [])),
  ).toString();
  return { source: Object.fromEntries(Object.entries(source).filter(([, value]) => value)), keepQuery };
}
