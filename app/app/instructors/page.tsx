import type { Metadata } from "next";
import Link from "next/link";
import { GraduationCap } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";
import { InstructorFormDialog } from "@/components/people/instructor-form-dialog";
import { ListFilters } from "@/components/people/list-filters";
import { canManageStudio } from "@/lib/access/rules";
import { getAppSession } from "@/lib/auth/app-session";
import { getDb } from "@/lib/db/client";
import { listInstructors } from "@/lib/people/instructors";
import { listInstructorPhotoUrls } from "@/lib/people/instructor-photo";

export const metadata: Metadata = { title: "Instructors" };

type Search = Promise<{ search?: string; active?: string }>;

export default async function InstructorsPage({ searchParams }: { searchParams: Search }) {
  // Pages render alongside the layout, not after it: each checks the session itself (cached per request).
  const session = await getAppSession();
  const params = await searchParams;
  const search = (params.search ?? "").trim().slice(0, 100);
  // Active instructors by default: former staff are one filter away.
  const active = params.active === "false" ? false : params.active === "all" ? undefined : true;
  const db = await getDb();
  const [instructors, photos] = await Promise.all([
    listInstructors(db, session, { search: search || undefined, active }),
    listInstructorPhotoUrls(db, session),
  ]);
  const isOwner = canManageStudio(session);
  const filtered = Boolean(search) || active !== true;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-border sm:pr-8">
        <div className="flex-1 [&>header]:border-b-0">
          <PageHeader title="Instructors" description="The people who teach at your studio." />
        </div>
        {isOwner && (
          <div className="px-4 pb-6 sm:px-0">
            <InstructorFormDialog />
          </div>
        )}
      </div>
      <ListFilters
        search={search}
        searchLabel="Search instructors"
        placeholder="Name"
        selects={[
          {
            name: "active",
            label: "Status",
            value: active === undefined ? "all" : String(active),
            options: [
              { value: "true", label: "Active" },
              { value: "false", label: "Inactive" },
              { value: "all", label: "All" },
            ],
          },
        ]}
      />
      {instructors.length === 0 ? (
        <EmptyState icon={GraduationCap} title={filtered ? "No instructors match" : "No instructors yet"}>
          {filtered
            ? "Try another name, or show all instructors."
            : "Add your first instructor with New instructor: their styles, rates and weekly hours."}
        </EmptyState>
      ) : (
        <ul className="mx-4 my-5 grid gap-3 sm:mx-8 sm:grid-cols-2 xl:grid-cols-3" aria-label="Instructors">
          {instructors.map((instructor) => (
            <li key={instructor.id} className="rounded-xl border border-border bg-card p-4">
              <div className="flex items-center gap-3">
                {photos.get(instructor.id) ? (
                  // A plain img: the photo route answers with its own year-long cache headers.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    src={photos.get(instructor.id)}
                    alt=""
                    width={32}
                    height={32}
                    className="size-8 shrink-0 rounded-full object-cover"
                  />
                ) : (
                  <span aria-hidden className="size-3 shrink-0 rounded-full" style={{ backgroundColor: instructor.color }} />
                )}
                <Link href={`/app/instructors/${instructor.id}`} className="font-semibold underline-offset-4 hover:underline">
                  {instructor.name}
                </Link>
                {!instructor.active && <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">Inactive</span>}
              </div>
              <p className="mt-2 text-sm text-muted-foreground">
                {instructor.styles.length ? instructor.styles.join(", ") : "No styles listed yet"}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
