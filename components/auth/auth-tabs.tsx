type Active = "login" | "signup";

const TABS = [
  { key: "login", href: "/login", label: "Login" },
  { key: "signup", href: "/signup", label: "Sign Up" },
] as const;

const TAB = "rounded-md px-3 py-2 text-center text-sm font-medium";

/**
 * Carries the checked `redirect` target of the page's query across the two tabs, as
 * readRedirectTarget (lib/auth/redirect-target.ts) with safeRedirect (lib/auth/safe-redirect.ts)
 * does: up to two decodings, the first form that begins with `/` if every form is a plain local
 * path, and nothing for the login fallback (/app/schedule). Plain JavaScript run as the tabs are
 * parsed (the pages are built ahead of time, the same for every visitor, so the query is the
 * browser's to read); tests/marketing/auth-tabs-script.test.ts checks it against readRedirectTarget.
 */
export const CARRY_REDIRECT_SCRIPT =
  '(function(){var r=new URLSearchParams(location.search).get("redirect");if(!r)return;' +
  "var f=[r],c=r,i,d;for(i=0;i<2;i++){try{d=decodeURIComponent(c)}catch(e){break}if(d===c)break;f.push(d);c=d}" +
  'var p=null;for(i=0;i<f.length;i++)if(f[i].charAt(0)==="/"){p=f[i];break}' +
  'if(p===null||p==="/app/schedule")return;' +
  "for(i=0;i<f.length;i++){c=f[i];" +
  'if(c.slice(0,2)==="//"||c.indexOf("\\\\")>=0||/[\\u0000-\\u001f\\u007f]/.test(c)||/^[a-z][a-z\\d+.-]*:|:\\/\\/|(javascript|data|vbscript):/i.test(c))return}' +
  'var q="?redirect="+encodeURIComponent(p);' +
  'document.querySelectorAll("a[data-auth-tab]").forEach(function(a){a.setAttribute("href",a.getAttribute("data-auth-tab")+q)})})()';

/**
 * The two tabs of SPEC §2: plain links, each to a page of its own, so the tabs ship no JavaScript.
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
