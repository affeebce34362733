import Link from "next/link";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { plural } from "@/lib/text/plural";

/** Previous/next as links that keep the filters in the URL, so back and forward retrace the pages. */
export function Pagination({
  page,
  pageSize,
  total,
  params,
}: {
  page: number;
  pageSize: number;
  total: number;
  params: Record<string, string>;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (target: number) => `?${new URLSearchParams({ ...params, ...(target > 1 ? { page: String(target) } : {}) }).toString()}`;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const link = buttonVariants({ variant: "secondary", size: "sm" });
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 px-4 pb-8 sm:px-8">
      <p className="text-sm text-muted-foreground">
        {first}–{last} of {plural(total, "student")} · page {Math.min(page, pages)} of {pages}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link href={href(page - 1)} className={link} rel="prev">
            <ChevronLeft aria-hidden />
            Previous
          </Link>
        ) : null}
        {page < pages ? (
          <Link href={href(page + 1)} className={link} rel="next">
            Next
            <ChevronRight aria-hidden />
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
