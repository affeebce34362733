import { describe, expect, it } from "vitest";
import { videoEmbed } from "@/lib/progress/video-embed";
import { VIDEO_FRAME_HOSTS } from "@/lib/security/headers.mjs";

describe("videoEmbed", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL123&index=2", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?t=90", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
  ])("plays YouTube %s privacy-enhanced", (link, src) => {
    expect(videoEmbed(link)).toEqual({ kind: "youtube", src, href: link });
  });

  it.each([
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871?dnt=1"],
    ["https://vimeo.com/76979871/abcdef1234", "https://player.vimeo.com/video/76979871?h=abcdef1234&dnt=1"],
    ["https://vimeo.com/channels/staffpicks/76979871", "https://player.vimeo.com/video/76979871?dnt=1"],
    ["https://player.vimeo.com/video/76979871", "https://player.vimeo.com/video/76979871?dnt=1"],
    ["https://player.vimeo.com/video/76979871?h=abcdef1234", "https://player.vimeo.com/video/76979871?h=abcdef1234&dnt=1"],
  ])("plays Vimeo %s with Do Not Track", (link, src) => {
    expect(videoEmbed(link)).toEqual({ kind: "vimeo", src, href: link });
  });

  it.each([
    "https://example.com/waltz.mp4",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/channel/UC123",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://evil.example/?v=dQw4w9WgXcQ&youtube.com",
    "https://vimeo.com/about",
    "https://notvimeo.com/76979871",
    "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "javascript:alert(1)",
    "not a link",
  ])("keeps %s a link (never a frame)", (link) => {
    expect(videoEmbed(link)).toEqual({ kind: "link", href: link });
  });

  it("only ever frames a host the CSP's frame-src allows", () => {
    for (const link of ["https://youtu.be/dQw4w9WgXcQ", "https://vimeo.com/76979871"]) {
      const embed = videoEmbed(link);
      if (embed.kind === "link") throw new Error("expected a player");
      expect(VIDEO_FRAME_HOSTS).toContain(new URL(embed.src).origin);
    }
  });
});
