import Link from "next/link";
import { LogoMark } from "@/components/site/logo";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { TabLinks } from "@/components/ui/tab-links";

export type OperatorSection = "health" | "messages" | "studios";

const TABS = [
  { key: "health", label: "Health", href: "/operator" },
  { key: "messages", label: "Messages", href: "/operator/messages" },
  { key: "studios", label: "Studios", href: "/operator/studios" },
];

/** The operator's own frame: the site's mark, who is signed in, the way back to their studio, and the three views. */
export function OperatorHeader({ email, current }: { email: string; current: OperatorSection }) {
  return (
    <header className="border-b border-border bg-card">
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-8">
        <div className="flex min-w-0 items-center gap-3">
          <LogoMark />
          <div className="min-w-0 leading-tight">
            <p className="font-[family-name:var(--font-display)] text-lg font-semibold">Promenade operator</p>
            <p className="truncate text-xs text-muted-foreground">{email}</p>
          </div>
        </div>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <Link
            href="/app"
            className="rounded-md px-2.5 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            Back to the studio
          </Link>
        </div>
      </div>
      <TabLinks label="Operator" tabs={TABS} current={current} />
    </header>
  );
}
