/** Where a redirect goes when the requested target is missing or unsafe (outside the login flow). */
export const DEFAULT_REDIRECT_FALLBACK = "/dashboard";
/** The login flow's own fallback: without a usable target, sign-in lands on the schedule. */
export const LOGIN_REDIRECT_FALLBACK = "/app/schedule";

// A target must begin with / after decoding, decoded at most twice (docs/product.md#sessions-and-redirects).
const MAX_DECODES = 2;
// Tabs, newlines and NUL are stripped or honoured by browsers in ways that turn `/\t/evil.com` into `//evil.com`.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// An absolute URL (`https:`, `javascript:`, `data:` …) at the start, or a `scheme://` anywhere.
const SCHEME = /^[a-z][a-z\d+.-]*:|:\/\/|(javascript|data|vbscript):/i;

// Targets are resolved the way a browser will: against an origin of our own. Only a path comes back
// (never a scheme or a host), so which origin that is doesn't matter as long as the answer stays on it.
const BASE = "http://redirect-check.invalid";

/**
 * A same-site path to send the browser to, or `fallback`. Pure; used by the login page, the gate,
 * /api/auth/session-ended and Stripe's return addresses. The target is decoded until it begins with
 * `/` (at most twice); every form (raw and decoded) must then be a plain local path — no scheme,
 * backslash or control character, not `//host` — and must still be one once a URL parser has resolved
 * it: same origin, a path that doesn't start with `//` or `/\` (`/.//evil.com` resolves to
 * `//evil.com`). The answer is the resolved path, query and fragment, percent-encoded (so always
 * ASCII, fit for a Location header), and passes the same checks again.
 */
export function safeRedirect(target: unknown, fallback: string = DEFAULT_REDIRECT_FALLBACK): string {
  if (typeof target !== "string" || target === "") return fallback;

  const forms = decodedForms(target);
  // The path we would navigate to: the raw value when it is already a path, else the first decoded form that is.
  const path = forms.find((form) => form.startsWith("/"));
  // Every form is checked, not only the chosen one: `/%2F/evil.com` is harmless only until something decodes it.
  if (path === undefined || !forms.every(isSafeForm)) return fallback;

  const resolved = resolveLocal(path);
  return resolved !== null && decodedForms(resolved).every(isSafeForm) ? resolved : fallback;
}

function decodedForms(target: string): string[] {
  const forms = [target];
  let current = target;
  for (let attempt = 0; attempt < MAX_DECODES; attempt++) {
    const decoded = tryDecode(current);
    if (decoded === null || decoded === current) break;
    forms.push(decoded);
    current = decoded;
  }
  return forms;
}

function isSafeForm(value: string): boolean {
  return (
    !value.startsWith("//") &&
    !value.includes("\\") &&
    !CONTROL_CHARACTERS.test(value) &&
    !SCHEME.test(value) &&
    resolveLocal(value) !== null
  );
}

/** `value` resolved as a browser would: its path, query and fragment if it stays on the site, else null. */
function resolveLocal(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.startsWith("//") || url.pathname.startsWith("/\\")) return null;
  return url.pathname + url.search + url.hash;
}

function tryDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
