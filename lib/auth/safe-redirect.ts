/** Where a redirect goes when the requested target is missing or unsafe (SPEC §5). */
export const DEFAULT_REDIRECT_FALLBACK = "/dashboard";
/** The login flow's own fallback (SPEC §5: "the login flow otherwise falls back to /app/schedule"). */
export const LOGIN_REDIRECT_FALLBACK = "/app/schedule";

// SPEC §5: "must begin with / after decoding (up to two decoding attempts)".
const MAX_DECODES = 2;
// Tabs, newlines and NUL are stripped or honoured by browsers in ways that turn `/\t/evil.com` into `//evil.com`.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// An absolute URL (`https:`, `javascript:`, `data:` …) at the start, or a `scheme://` anywhere.
const SCHEME = /^[a-z][a-z\d+.-]*:|:\/\/|(javascript|data|vbscript):/i;

/**
 * A same-site path to send the browser to, or `fallback`. Pure; used by the login page, the gate
 * and the tests. The target is decoded until it begins with `/` (at most twice); every decoded
 * form must then be a plain local path: not `//host` or `/\host` (protocol-relative), no backslash,
 * no scheme, no control characters.
 */
export function safeRedirect(target: unknown, fallback: string = DEFAULT_REDIRECT_FALLBACK): string {
  if (typeof target !== "string" || target === "") return fallback;

  const forms = [target];
  let current = target;
  for (let attempt = 0; attempt < MAX_DECODES; attempt++) {
    const decoded = tryDecode(current);
    if (decoded === null || decoded === current) break;
    forms.push(decoded);
    current = decoded;
  }

  // The path we would navigate to: the raw value when it is already a path, else the first decoded form that is.
  const path = forms.find((form) => form.startsWith("/"));
  if (path === undefined) return fallback;
  // Every form is checked, not only the chosen one: `/%2F/evil.com` is harmless only until something decodes it.
  return forms.every(isSafeForm) ? path : fallback;
}

function isSafeForm(value: string): boolean {
  return !value.startsWith("//") && !value.includes("\\") && !CONTROL_CHARACTERS.test(value) && !SCHEME.test(value);
}

function tryDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
