import type { Metadata } from "next";
import { MessagesSquare } from "lucide-react";
import Link from "next/link";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";
import { BoardPostCard } from "@/components/community/board-post-card";
import { BoardPostForm } from "@/components/community/board-post-form";
import { PartnerAdForm } from "@/components/community/partner-ad-form";
import { PartnerList } from "@/components/community/partner-list";
import { canManageStudio, isStaff, isStudent } from "@/lib/access/rules";
import { getAppSession } from "@/lib/auth/app-session";
import { listBoardPosts } from "@/lib/community/board";
import { getMyPartnerSearch, listPartnerSearch } from "@/lib/community/partner-search";
import { getDb } from "@/lib/db/client";
import { getStudioSettings } from "@/lib/studio/studio-settings";

export const metadata: Metadata = { title: "Community" };

/** The studio board for everyone; partner search for students. */
export default async function CommunityPage() {
  const session = await getAppSession();
  const db = await getDb();
  const [{ posts }, studio] = await Promise.all([listBoardPosts(db, session), getStudioSettings(db, session)]);
  const isModerator = canManageStudio(session);
  const canPost = isStaff(session);
  const partners =
    isStudent(session) && session.studentId
      ? await Promise.all([getMyPartnerSearch(db, session), listPartnerSearch(db, session, {})])
      : null;
  return (
    <>
      <PageHeader title="Community" description="News from the studio, and dancers looking for a partner." />
      {isModerator && (
        <p className="px-4 pt-4 text-sm sm:px-8">
          <Link href="/app/community/announcements" className="font-medium text-primary underline-offset-4 hover:underline">
            Announcements
          </Link>{" "}
          — e-mail all your students, one level or a class.
        </p>
      )}
      <div className="grid gap-8 px-4 py-6 sm:px-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="board" className="grid content-start gap-4">
          <h2 id="board" className="font-[family-name:var(--font-display)] text-2xl font-semibold">
            Studio board
          </h2>
          {canPost && <BoardPostForm />}
          {posts.length === 0 ? (
            <EmptyState icon={MessagesSquare} title="Nothing posted yet" inline>
              {canPost ? "Post showcase dates, medal-ball sign-ups or schedule changes here." : "News from the studio will appear here."}
            </EmptyState>
          ) : (
            posts.map((post) => <BoardPostCard key={post.id} post={post} isModerator={isModerator} clock={studio} />)
          )}
        </section>
        {partners && (
          <section aria-labelledby="partners" className="grid content-start gap-4">
            <h2 id="partners" className="font-[family-name:var(--font-display)] text-2xl font-semibold">
              Partner search
            </h2>
            {partners[0].partner && (
              <p className="rounded-lg border border-border bg-card p-3 text-sm">
                Your partner: <strong>{partners[0].partner.name}</strong>
                {partners[0].partner.email && <> · {partners[0].partner.email}</>}
              </p>
            )}
            <PartnerList people={partners[1].people} mine={partners[0]} />
            <PartnerAdForm profile={partners[0].profile} level={partners[0].profile?.level ?? "Newcomer"} />
          </section>
        )}
      </div>
    </>
  );
}
