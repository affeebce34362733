/**
 * Whether a path has a segment that isn't valid percent-encoding (`/api/students/%E0%A4%A`, `/s/%ff`):
 * a `%` not followed by two hex digits, or bytes that aren't UTF-8. Next decodes each segment to
 * match a dynamic route and answered such a path with a bare 500; proxy.ts answers 400 before that.
 * (A query is never at risk: Next reads it leniently, a stray `%` as itself, and hands the proxy the
 * query re-encoded.) Pure and edge-safe.
 */
export function isMalformedPath(pathname: string): boolean {
  return pathname.split("/").some((segment) => segment.includes("%") && !decodes(segment));
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
