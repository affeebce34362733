import { shareLinks } from "@/lib/public/share-links";
import { CopyLinkButton } from "./copy-link-button";

/** Copy link and share intents for the studio or one class (each opens the network's own share page). */
export function ShareRow({ url, text, label }: { url: string; text: string; label: string }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <CopyLinkButton url={url} />
      {shareLinks(url, text).map((link) => (
        <a
          key={link.network}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary underline-offset-4 hover:underline"
          aria-label={`${link.label}: ${text}`}
        >
          {link.network}
        </a>
      ))}
    </div>
  );
}
