import "server-only";
import type { Db } from "@/lib/db/client";
import { studioPublicPages } from "@/lib/db/schema";

/** The demo studio's public page address: `npm run bench:pages` measures /s/{DEMO_PUBLIC_SLUG}. */
export const DEMO_PUBLIC_SLUG = "promenade-ballroom";

/**
 * The demo studio shows its public page so a visitor of the demo — and the page bench —
 * has one to open. Only when the studio has no public-page row yet: an owner's later choice stays.
 */
export async function seedPublicPage(db: Db, studioId: string): Promise<void> {
  await db
    .insert(studioPublicPages)
    .values({
      studioId,
      enabled: true,
      slug: DEMO_PUBLIC_SLUG,
      description: "A friendly ballroom and Latin studio in Brooklyn: group classes every evening, practice parties on Fridays.",
    })
    .onConflictDoNothing();
}
