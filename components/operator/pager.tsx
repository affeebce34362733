import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";

/** Previous / next links under a list, keeping the list's other query values; "Page 2 of 5" between them. */
export function Pager({
  path,
  page,
  pageCount,
  keep = {},
}: {
  path: string;
  page: number;
  pageCount: number;
  keep?: Record<string, string>;
}) {
  if (pageCount <= 1) return null;
  const href = (to: number) => `${path}?${new URLSearchParams({ ...keep, page: String(to) })}`;
  const link = buttonVariants({ variant: "secondary", size: "sm" });
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 px-4 pb-8 sm:px-8">
      {page > 1 ? (
        <Link href={href(page - 1)} className={link} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link href={href(page + 1)} className={link} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
