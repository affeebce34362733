import { Logo } from "./logo";
import { NAV_LINKS } from "./nav-links";

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-muted/50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr]">
        <div className="grid content-start gap-3">
          <Logo withTagline />
          <p className="max-w-sm text-sm text-muted-foreground">
            Scheduling, booking and payments for ballroom dance studios, their instructors and their students.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-3 text-sm font-semibold">Product</h2>
          <ul className="grid gap-2 text-sm">
            {NAV_LINKS.filter((link) => link.href !== "/" && link.href !== "/dashboard").map((link) => (
              <li key={link.href}>
                <a href={link.href} className="text-muted-foreground hover:text-foreground">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold">Legal</h2>
          <ul className="grid gap-2 text-sm">
            <li>
              <a href="/privacy-policy" className="text-muted-foreground hover:text-foreground">
                Privacy Policy
              </a>
            </li>
            <li>
              <a href="/terms-of-service" className="text-muted-foreground hover:text-foreground">
                Terms of Service
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-border px-4 py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} Promenade. All rights reserved.
      </p>
    </footer>
  );
}
