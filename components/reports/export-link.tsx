import { Download, Lock } from "lucide-react";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";

/** The report's CSV (every row of its main table), or, without data export, the plan that unlocks it. */
export function ExportLink({ href, lockedPlan }: { href: string; lockedPlan: string | null }) {
  if (lockedPlan) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground print:hidden">
        <Lock aria-hidden className="size-4" />
        CSV export comes with {lockedPlan}.
        <Link href="/app/settings#settings-plan" className="font-medium text-primary underline underline-offset-4">
          Compare plans
        </Link>
      </p>
    );
  }
  return (
    <a href={href} download className={buttonVariants({ variant: "secondary", size: "sm", className: "print:hidden" })}>
      <Download aria-hidden />
      Export CSV
    </a>
  );
}
