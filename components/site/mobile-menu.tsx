import { Menu, X } from "@/components/ui/static-icons";
import { LOGIN_LINK, NAV_LINKS } from "./nav-links";

/**
 * The navigation on narrow screens: a native popover below the header (Escape or a click outside
 * closes it), so the header ships no JavaScript of its own. The theme's inline script keeps the
 * button's aria-expanded and label in step, marks the page shown, and closes the menu when a link
 * in it is followed (lib/security/theme-script.mjs).
 */
export function MobileMenu() {
  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget="mobile-menu"
        aria-expanded="false"
        aria-controls="mobile-menu"
        aria-label="Open menu"
        data-open-label="Open menu"
        data-close-label="Close menu"
        className="group inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted"
      >
        <Menu aria-hidden className="size-5 group-aria-expanded:hidden" />
        <X aria-hidden className="hidden size-5 group-aria-expanded:block" />
      </button>
      <nav
        id="mobile-menu"
        popover="auto"
        aria-label="Mobile"
        className="inset-x-0 top-16 bottom-auto m-0 h-auto w-auto max-w-none border-0 border-b border-border bg-background p-0 text-foreground shadow-lg"
      >
        <ul className="mx-auto grid max-w-6xl gap-1 px-4 py-3">
          {[...NAV_LINKS, LOGIN_LINK].map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="block rounded-md px-3 py-3 text-base font-medium hover:bg-muted aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
