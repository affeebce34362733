import { cn } from "@/lib/utils";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The public site's frame: header with navigation and theme toggle, then the page, then the footer. */
export function PublicFrame({ children, mainClassName }: { children: React.ReactNode; mainClassName?: string }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className={cn("flex-1", mainClassName)}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
