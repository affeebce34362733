/**
 * Redirect tricks: ways to write "go to another host" that a string check can miss, and how to tell
 * whether a Location the app answered leaves the site. Used by the redirect checks' own tests, the
 * routes that redirect (session-ended) and Stripe's return addresses.
 */
export const ORIGIN = "http://localhost:3000";
export const HOST = "evil.example";

/**
 * Where a browser ends up from an answer whose Location is `location`, followed the way the app's
 * stack does: resolved against the site, made relative again when it stays on the same host (Next
 * does that to a proxy's redirect), and resolved once more by the browser. Also as any later step
 * that decodes it once would read it.
 */
export function landings(location: string): string[] {
  const first = resolve(location);
  const second = first ? resolve(first.pathname + first.search + first.hash) : null;
  const here = [first?.href ?? `unusable: ${location}`, second?.href ?? `unusable: ${location}`];
  const decoded = tryDecode(location);
  return decoded === null || decoded === location ? here : [...here, ...landings(decoded)];
}

function resolve(location: string): URL | null {
  try {
    return new URL(location, ORIGIN);
  } catch {
    return null;
  }
}

export function leaves(location: string): boolean {
  return landings(location).some((href) => !href.startsWith(`${ORIGIN}/`)) || !location.startsWith("/") || /^\/[/\\]/.test(location);
}

function tryDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Why a browser sent to `location` would leave the site, or nothing (an ASCII path that stays home). */
export function whyLeaves(location: string): string[] {
  const problems = landings(location)
    .filter((href) => !href.startsWith(`${ORIGIN}/`))
    .map((href) => `lands on ${href}`);
  if (!location.startsWith("/")) problems.push("is not a path");
  if (/^\/[/\\]/.test(location)) problems.push("starts like another host (// or /\\)");
  // A Location header is ASCII: a browser (and Node's Headers) refuse anything else.
  if (!/^[\x21-\x7e]*$/.test(location)) problems.push("is not printable ASCII");
  return problems;
}

/** Throws (in vitest or Playwright alike) when a browser sent to `location` would leave the site. */
export function expectStaysHome(location: string): void {
  const problems = whyLeaves(location);
  if (problems.length) throw new Error(`${JSON.stringify(location)} ${problems.join(", ")}`);
}

// Ways to write "go to another host" that a string check can miss: dot segments the URL parser removes,
// backslashes it reads as slashes, tabs and newlines it drops, percent-encodings something may decode,
// look-alike slashes, schemes with and without slashes.
const SLASH_TRICKS = [
  "//",
  "///",
  "////",
  "/.//",
  "/./\\",
  "/.\\/",
  "/..//",
  "/../\\",
  "/././/",
  "/a/..//",
  "/a/../..//",
  "/app/../..//",
  "/%2e//",
  "/%2E//",
  "/%2e%2e//",
  "/.%2e//",
  "/%2e/%2f/",
  "/%2e/%5c/",
  "/%2e%2f%2f",
  "/.%2f/",
  "/%2f%2f",
  "/%2F/",
  "/%252f/",
  "/%252F%252F",
  "%2f%2f",
  "%2F%2F",
  "%252F%252F",
  "%2f.%2f%2f",
  "/%5c",
  "/%5C",
  "/%5c%5c",
  "%5c%5c",
  "%2f%5c",
  "/%255c",
  "\\/",
  "\\\\",
  "/\\",
  "/\\/",
  "\\/\\/",
  "/\t/",
  "/\n/",
  "/\r/",
  "/\r\n/",
  "\t//",
  "/%09/",
  "/%0a/",
  "/%0d/",
  "/%0d%0a/",
  "/%00/",
  "/\u0000/",
  "/.\t//",
  "/\t.//",
  "/%2e%09//",
  "https://",
  "http://",
  "HTTPS://",
  "https:/",
  "https:",
  "https:\\\\",
  "https:/\\",
  "http:%2f%2f",
  "https%3a%2f%2f",
  "https%3A//",
  "hTtPs://",
  "//https://",
  "/https://",
  " //",
  " /\\",
  "\u0020https://",
  "\u2215\u2215",
  "/\u2215",
  "\uff0f\uff0f",
  "/\uff0f",
  "\u29f8\u29f8",
  "/\u29f8",
  "\u2044\u2044",
  "/\ufe68",
  "%e2%88%95%e2%88%95",
  "/%ef%bc%8f",
  "/\u3002/",
  "/.\u200b//",
  "/\u00a0//",
  "/\u2028//",
  "/%e2%80%a8//",
  "/./%2e/.//",
  "/a/./../..//",
  "/%2e%2e/%2e%2e//",
  "/..%2f/",
  "/..%5c",
  "/%2e%2e%5c",
  "/..;/",
  "/.;//",
];

// The host, and the ways it can be written after the slashes.
export const HOSTS = [
  HOST,
  `${HOST}/path`,
  `${HOST}:443`,
  `user@${HOST}`,
  `localhost:3000@${HOST}`,
  `${HOST}%2f`,
  `${HOST}?q=1`,
  `${HOST}#x`,
];

const OTHER_TRICKS = [
  `javascript:alert(document.domain)//${HOST}`,
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "java%0ascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "/javascript:alert(1)",
  `@${HOST}`,
  `${HOST}`,
  `.${HOST}`,
  `/@${HOST}`,
  `/${HOST}@localhost`,
  `http://localhost:3000@${HOST}`,
  `http://localhost:3000.${HOST}`,
  `${ORIGIN}/app`,
  `${ORIGIN}//${HOST}`,
  `/redirect?to=https://${HOST}`,
  `/app?next=//${HOST}`,
  `/app#//${HOST}`,
  `/app/%0d%0aLocation:%20https://${HOST}`,
  `/app/\r\nSet-Cookie:%20a=b`,
  `/%2e%2e%2f%2e%2e%2f%2f${HOST}`,
  `/%25%32%66%25%32%66${HOST}`,
  `%25%32%66%25%32%66${HOST}`,
  `/%%32%66/${HOST}`,
  `/%2%66/${HOST}`,
  `/%u002f%u002f${HOST}`,
  `/&#47;/${HOST}`,
];

export const TRICKS: string[] = [...SLASH_TRICKS.flatMap((trick) => HOSTS.map((host) => trick + host)), ...OTHER_TRICKS];
