import { FollowUpsPanel } from "@/components/growth/inquiries/follow-ups-panel";
import { canManageStudio } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { listFollowUpsDue } from "@/lib/growth/inquiry-follow-ups";

/** Today's follow-ups of inquiries: every one for owners, an instructor's own (an instructor without a record: none). */
export async function TodayFollowUps({ session }: { session: Session }) {
  if (!canManageStudio(session) && !session.instructorId) return null;
  const due = await listFollowUpsDue(await getDb(), session);
  return <FollowUpsPanel due={due} canSeeAll={canManageStudio(session)} />;
}
