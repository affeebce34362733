import fs from "node:fs";
import path from "node:path";

/** A link or image found in a Markdown file, with the line it is on. */
type MarkdownLink = { target: string; line: number; isImage: boolean };

/** Text outside fenced code blocks and inline code, where a link is a link (line numbers kept). */
function proseOf(markdown: string): string[] {
  let inFence = false;
  return markdown.split("\n").map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      return "";
    }
    return inFence ? "" : line.replace(/`[^`]*`/g, "");
  });
}

/** `[text](target)`, `![alt](target "title")` and `<img src="target">`. Reference-style links are not used in these docs. */
export function linksIn(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  proseOf(markdown).forEach((text, index) => {
    for (const match of text.matchAll(/(!?)\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      links.push({ target: match[2], line: index + 1, isImage: match[1] === "!" });
    for (const match of text.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)) links.push({ target: match[1], line: index + 1, isImage: true });
  });
  return links;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2… */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1].replace(/`/g, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Whether a link leaves the repository (a web address, mail, a phone number): not checked here. */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//");
}

/**
 * Why a relative link in `file` doesn't resolve, or null when it does: the file or folder must
 * exist, and a `#fragment` into a Markdown file must name one of its headings.
 */
export function brokenReason(root: string, file: string, link: MarkdownLink): string | null {
  const [rawPath, fragment] = link.target.split("#", 2);
  const targetPath = decodeURIComponent(rawPath);
  const resolved = targetPath === "" ? path.join(root, file) : path.resolve(root, path.dirname(file), targetPath);
  if (path.relative(root, resolved).startsWith("..")) return "points outside the repository";
  if (!fs.existsSync(resolved)) return link.isImage ? "image not found" : "file not found";
  if (fragment && resolved.endsWith(".md")) {
    const anchors = headingAnchors(fs.readFileSync(resolved, "utf8"));
    if (!anchors.has(fragment)) return `no heading #${fragment} in ${path.relative(root, resolved)}`;
  }
  return null;
}
