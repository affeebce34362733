"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { readRedirectTarget } from "@/lib/auth/redirect-target";
import { cn } from "@/lib/utils";

type Active = "login" | "signup";

/**
 * The two tabs of SPEC §2 (links, each a page of its own). They carry the `redirect` target across,
 * read in the browser: the pages are built ahead of time, so the built HTML has the plain links,
 * and the same links with the query replace them once the page runs (same size: no shift).
 */
export function AuthTabs({ active }: { active: Active }) {
  return (
    <Suspense fallback={<Tabs active={active} query="" />}>
      <TabsWithQuery active={active} />
    </Suspense>
  );
}

function TabsWithQuery({ active }: { active: Active }) {
  const { query } = readRedirectTarget(useSearchParams().toString());
  return <Tabs active={active} query={query} />;
}

function Tabs({ active, query }: { active: Active; query: string }) {
  const tabs = [
    { key: "login", href: `/login${query}`, label: "Login" },
    { key: "signup", href: `/signup${query}`, label: "Sign Up" },
  ] as const;
  return (
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
  );
}
