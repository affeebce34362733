import Link from "next/link";
import { cn } from "@/lib/utils";

type AuthCardProps = {
  active: "login" | "signup";
  title: string;
  description: string;
  /** Carried across the tabs so switching keeps where the visitor was going. */
  redirectQuery?: string;
  children: React.ReactNode;
};

/** The login/sign-up frame: the two tabs of SPEC §2 (links, each a page of its own), a heading, the form. */
export function AuthCard({ active, title, description, redirectQuery = "", children }: AuthCardProps) {
  const tabs = [
    { key: "login", href: `/login${redirectQuery}`, label: "Login" },
    { key: "signup", href: `/signup${redirectQuery}`, label: "Sign Up" },
  ] as const;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <nav aria-label="Login or sign up" className="mb-6 grid grid-cols-2 rounded-lg bg-muted p-1">
          {tabs.map((tab) => (
            <Link
              key={tab.key}
              href={tab.href}
              aria-current={tab.key === active ? "page" : undefined}
              className={cn(
                "rounded-md px-3 py-2 text-center text-sm font-medium text-muted-foreground hover:text-foreground",
                tab.key === active && "bg-card text-foreground shadow-sm",
              )}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
        <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold">{title}</h1>
        <p className="mt-1 mb-6 text-sm text-muted-foreground">{description}</p>
        {children}
      </div>
    </div>
  );
}
