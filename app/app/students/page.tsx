import type { Metadata } from "next";
import { TrendingUp, Users } from "lucide-react";
import Link from "next/link";
import { EmptyState } from "@/components/app-shell/empty-state";
import { PageHeader } from "@/components/app-shell/page-header";
import { ListFilters } from "@/components/people/list-filters";
import { Pagination } from "@/components/people/pagination";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { StudentFormDialog } from "@/components/people/student-form-dialog";
import { StudentTable } from "@/components/people/student-table";
import { canManageStudio, isStudent } from "@/lib/access/rules";
import { Button } from "@/components/ui/button";
import { getAppSession } from "@/lib/auth/app-session";
import { clockOf } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { ZStudentsQuery } from "@/lib/people/schemas";
import { listStudents } from "@/lib/people/students";
import { STUDENT_LEVELS } from "@/lib/people/levels";
import { ErasureRequestsBanner } from "@/components/records/erasure/erasure-requests-banner";
import { listErasureRequests } from "@/lib/records/erasure-requests";

export const metadata: Metadata = { title: "Students" };

type Search = Promise<{ search?: string; level?: string; active?: string; page?: string }>;

export default async function StudentsPage({ searchParams }: { searchParams: Search }) {
  // Pages render alongside the layout, not after it: each checks the session itself (cached per request).
  const session = await getAppSession();
  if (isStudent(session)) {
    return (
      <PersonUnavailable
        title="Students"
        message="The student list is for studio staff."
        back={{ href: "/app/schedule", label: "Back to the schedule" }}
      />
    );
  }
  const raw = await searchParams;
  // Active students by default; "all" lifts the filter. The API's own schema cleans the rest.
  const activeParam = raw.active === "false" || raw.active === "all" ? raw.active : "true";
  const parsed = ZStudentsQuery.safeParse({
    search: raw.search?.trim() || undefined,
    level: STUDENT_LEVELS.find((level) => level === raw.level),
    active: activeParam === "all" ? undefined : activeParam,
    page: raw.page ?? 1,
  });
  const query = parsed.success ? parsed.data : { page: 1 };
  const db = await getDb();
  const isOwner = canManageStudio(session);
  const [{ students, total, pageSize }, erasureRequests] = await Promise.all([
    listStudents(db, session, query),
    isOwner ? listErasureRequests(db, session) : [],
  ]);
  const params: Record<string, string> = {};
  if (query.search) params.search = query.search;
  if (query.level) params.level = query.level;
  if (activeParam !== "true") params.active = activeParam;
  const filtered = Object.keys(params).length > 0;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-border sm:pr-8">
        <div className="flex-1 [&>header]:border-b-0">
          <PageHeader
            title="Students"
            description={isOwner ? "Everyone who dances at your studio." : "The students who book your lessons."}
          />
        </div>
        <div className="flex flex-wrap gap-2 px-4 pb-6 sm:px-0">
          <Button asChild variant="secondary">
            <Link href="/app/progress">
              <TrendingUp aria-hidden />
              Progress
            </Link>
          </Button>
          {isOwner && <StudentFormDialog />}
        </div>
      </div>
      {erasureRequests.length > 0 && (
        <div className="px-4 pt-6 sm:px-8">
          <ErasureRequestsBanner requests={erasureRequests} clock={clockOf(session)} />
        </div>
      )}
      <ListFilters
        search={query.search ?? ""}
        searchLabel="Search students"
        placeholder="Name or e-mail"
        selects={[
          {
            name: "level",
            label: "Level",
            value: query.level ?? "",
            options: [{ value: "", label: "All levels" }, ...STUDENT_LEVELS.map((level) => ({ value: level, label: level }))],
          },
          {
            name: "active",
            label: "Status",
            value: activeParam,
            options: [
              { value: "true", label: "Active" },
              { value: "false", label: "Inactive" },
              { value: "all", label: "All" },
            ],
          },
        ]}
      />
      {students.length === 0 ? (
        <EmptyState icon={Users} title={filtered || query.page > 1 ? "No students match" : "No students yet"}>
          {filtered || query.page > 1
            ? "Try another name or level, or show all students."
            : isOwner
              ? "Add your first student with New student: level, partner and contact details."
              : "Students who book your lessons will appear here."}
        </EmptyState>
      ) : (
        <StudentTable students={students} />
      )}
      {total > 0 && <Pagination page={query.page} pageSize={pageSize} total={total} params={params} />}
    </>
  );
}
