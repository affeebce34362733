type Active = "login" | "signup";

const TABS = [
  { key: "login", href: "/login", label: "Login" },
  { key: "signup", href: "/signup", label: "Sign Up" },
] as const;

const TAB = "rounded-md px-3 py-2 text-center text-sm font-medium";

/**
 * Carries the page's `redirect` target across the two tabs as it is: the page it leads to checks it
 * before using it (readRedirectTarget in the login and sign-up forms), so the tabs need no copy of
 * that check. Plain JavaScript run as the tabs are parsed (the pages are built ahead of time, the
 * same for every visitor, so the query is the browser's to read).
 */
export const CARRY_REDIRECT_SCRIPT =
  '(function(){var r=new URLSearchParams(location.search).get("redirect");if(!r)return;' +
  'document.querySelectorAll("a[data-auth-tab]").forEach(function(a){a.setAttribute("href",a.getAttribute("data-auth-tab")+"?redirect="+encodeURIComponent(r))})})()';

/**
 * The Login and Sign Up tabs: plain links, each to a page of its own, so the tabs ship no JavaScript.
 * The built HTML has the plain links; the inline script above adds the `redirect` target before
 * the first paint (same size: no shift).
 */
export function AuthTabs({ active }: { active: Active }) {
  return (
    <>
      <nav aria-label="Login or sign up" className="mb-6 grid grid-cols-2 rounded-lg bg-muted p-1">
        {TABS.map((tab) => (
          <a
            key={tab.key}
            href={tab.href}
            data-auth-tab={tab.href}
            // The inline script may have added the redirect target before React hydrates.
            suppressHydrationWarning
            aria-current={tab.key === active ? "page" : undefined}
            className={
              tab.key === active ? `${TAB} bg-card text-foreground shadow-sm` : `${TAB} text-muted-foreground hover:text-foreground`
            }
          >
            {tab.label}
          </a>
        ))}
      </nav>
      <script dangerouslySetInnerHTML={{ __html: CARRY_REDIRECT_SCRIPT }} />
    </>
  );
}
