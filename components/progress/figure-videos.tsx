import { ExternalLink, PlayCircle } from "lucide-react";
import type { ChecklistVideos } from "@/lib/progress/figure-videos";
import { STYLE_NAMES, type FigureStatus } from "@/lib/progress/levels";
import { videoEmbed } from "@/lib/progress/video-embed";
import { cn } from "@/lib/utils";
import { levelName, type LevelOption } from "./format";

const STATUS: Record<FigureStatus, { label: string; className: string }> = {
  introduced: { label: "Introduced", className: "bg-muted text-foreground" },
  learning: { label: "Learning", className: "bg-primary-soft text-primary" },
  checked: { label: "Checked", className: "bg-success-soft text-success" },
};

/**
 * The demonstration videos of the figures on a student's checklist, dance by dance: YouTube and
 * Vimeo play here in their privacy-enhanced players (loaded when scrolled to), other links open
 * in a new tab.
 */
export function FigureVideos({ figures, levels }: { figures: readonly ChecklistVideos[]; levels: readonly LevelOption[] }) {
  const dances = [...new Map(figures.map((row) => [row.danceId, row])).values()];
  return (
    <div className="grid gap-5">
      {dances.map((dance) => (
        <div key={dance.danceId} className="grid gap-3">
          <h3 className="font-medium">
            {dance.dance} <span className="text-sm font-normal text-muted-foreground">· {STYLE_NAMES[dance.style]}</span>
          </h3>
          <ul className="grid gap-4">
            {figures
              .filter((row) => row.danceId === dance.danceId)
              .map((row) => (
                <li key={row.figureId} className="grid gap-2 rounded-lg border border-border p-3" data-testid="figure-videos">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                    <span className="font-medium">{row.figure}</span>
                    <span className="text-xs text-muted-foreground">{levelName(levels, row.level)}</span>
                    {row.status && (
                      <span className={cn("rounded px-2 py-0.5 text-xs font-medium", STATUS[row.status].className)}>
                        {STATUS[row.status].label}
                      </span>
                    )}
                  </p>
                  <div className="grid gap-3 sm:grid-cols-2">
                    {row.videos.map((video, index) => (
                      <Video key={`${video.url}-${index}`} url={video.url} title={video.title} figure={row.figure} />
                    ))}
                  </div>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function Video({ url, title, figure }: { url: string; title: string; figure: string }) {
  const embed = videoEmbed(url);
  if (embed.kind === "link") {
    return (
      <a
        href={embed.href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-md px-1 text-sm font-medium text-primary underline underline-offset-4"
      >
        <PlayCircle aria-hidden className="size-4 shrink-0" />
        {title}
        <ExternalLink aria-hidden className="size-3.5 shrink-0" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <figure className="grid gap-1">
      <iframe
        src={embed.src}
        title={`${figure}: ${title}`}
        loading="lazy"
        allow="fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        className="aspect-video w-full rounded-md border border-border bg-muted"
      />
      <figcaption className="text-xs text-muted-foreground">{title}</figcaption>
    </figure>
  );
}
