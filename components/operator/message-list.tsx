import { Inbox } from "lucide-react";
import { EmptyState } from "@/components/app-shell/empty-state";
import { Tag, type TagTone } from "@/components/ui/tag";
import type { SiteMessage } from "@/lib/operator/messages";
import { formatWhen } from "./format";

const NOTICE: Record<NonNullable<SiteMessage["notice"]>["status"], { label: string; tone: TagTone }> = {
  queued: { label: "E-mail waiting", tone: "accent" },
  sending: { label: "E-mail sending", tone: "accent" },
  sent: { label: "E-mailed", tone: "success" },
  failed: { label: "E-mail failed", tone: "danger" },
};

/** The marketing site's contact messages, newest first, each with where its e-mail to CONTACT_TO stands. */
export function MessageList({ messages }: { messages: SiteMessage[] }) {
  if (messages.length === 0)
    return (
      <EmptyState icon={Inbox} title="No messages yet">
        Messages sent through the contact form on the marketing site appear here, newest first.
      </EmptyState>
    );
  return (
    <ol className="grid gap-3 px-4 py-6 sm:px-8">
      {messages.map((message) => {
        const notice = message.notice ? NOTICE[message.notice.status] : null;
        return (
          <li key={message.id}>
            <article aria-labelledby={`message-${message.id}`} className="rounded-xl border border-border bg-card p-4">
              <header className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h2 id={`message-${message.id}`} className="font-semibold">
                    {message.subject ?? "(no subject)"}
                  </h2>
                  <p className="text-sm text-muted-foreground">
                    {message.name} ·{" "}
                    <a href={`mailto:${message.email}`} className="break-all text-primary underline-offset-4 hover:underline">
                      {message.email}
                    </a>
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <time dateTime={message.createdAt.toISOString()}>{formatWhen(message.createdAt)}</time>
                  {notice && <Tag tone={notice.tone}>{notice.label}</Tag>}
                </div>
              </header>
              <p className="mt-3 whitespace-pre-line break-words text-sm">{message.message}</p>
              {message.notice?.status === "failed" && message.notice.lastError && (
                <p className="mt-2 text-sm text-danger">{message.notice.lastError}</p>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
