/**
 * How a figure's demonstration video is shown: YouTube and Vimeo play on the page in their
 * privacy-enhanced players (no cookies until played: youtube-nocookie.com; Vimeo with dnt=1), the
 * only frame hosts the CSP allows (lib/security/headers.mjs); any other link stays a link.
 * Client-safe: the checklist renders it in the browser.
 */
export type VideoEmbed = { kind: "youtube" | "vimeo"; src: string; href: string } | { kind: "link"; href: string };

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;

/** "1m30s", "90s", "90" → 90; anything else → null. */
function seconds(value: string | null): number | null {
  if (!value) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match || !match[0]) return null;
  const total = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return total > 0 ? total : null;
}

function youtubeId(url: URL): string | null {
  if (url.hostname === "youtu.be") return url.pathname.split("/")[1] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === "/watch") return url.searchParams.get("v");
  const [, kind, id] = url.pathname.split("/");
  return kind === "embed" || kind === "shorts" || kind === "live" || kind === "v" ? (id ?? null) : null;
}

function vimeo(url: URL): { id: string; hash: string | null } | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const parts = url.pathname.split("/").filter(Boolean);
  // player.vimeo.com/video/<id>?h=<hash>; vimeo.com/<id>[/<hash>]; vimeo.com/channels/<name>/<id>; vimeo.com/groups/<name>/videos/<id>
  const at = parts[0] === "video" ? 1 : parts.findIndex((part) => VIMEO_ID.test(part));
  const id = at >= 0 ? parts[at] : undefined;
  if (!id || !VIMEO_ID.test(id)) return null;
  const hash = url.searchParams.get("h") ?? parts[at + 1] ?? null;
  return { id, hash: hash && VIMEO_HASH.test(hash) ? hash : null };
}

/** The player a link plays in, or the link itself. Only https links are stored (figures' videos are checked on the way in). */
export function videoEmbed(link: string): VideoEmbed {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { kind: "link", href: link };
  }
  if (url.protocol !== "https:") return { kind: "link", href: link };
  const youtube = youtubeId(url);
  if (youtube && YOUTUBE_ID.test(youtube)) {
    const start = seconds(url.searchParams.get("t") ?? url.searchParams.get("start"));
    return {
      kind: "youtube",
      src: `https://www.youtube-nocookie.com/embed/${youtube}${start ? `?start=${start}` : ""}`,
      href: link,
    };
  }
  const found = vimeo(url);
  if (found) {
    const query = found.hash ? `?h=${found.hash}&dnt=1` : "?dnt=1";
    return { kind: "vimeo", src: `https://player.vimeo.com/video/${found.id}${query}`, href: link };
  }
  return { kind: "link", href: link };
}
