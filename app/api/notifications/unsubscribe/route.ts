// GET /api/notifications/unsubscribe?token= — a confirmation page; POST — one-click unsubscribe (RFC 8058), no session.
import { NextResponse } from "next/server";
import { AppError } from "@/lib/api/app-error";
import { raw, route } from "@/lib/http/route";
import { escapeHtml } from "@/lib/notifications/layout";
import { ZUnsubscribeQuery } from "@/lib/notifications/schemas";
import { ZUnsubscribedView } from "@/lib/notifications/views";
import { describeUnsubscribe, unsubscribe } from "@/lib/notifications/unsubscribe";
import { UNSUBSCRIBE_PAGE_STYLE } from "@/lib/security/headers.mjs";

function page(title: string, body: string, status = 200) {
  // Its CSP (next.config.mjs: UNSUBSCRIBE_PAGE_CSP) lets exactly this <style> apply and this page's form post.
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${UNSUBSCRIBE_PAGE_STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return new NextResponse(html, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}

const wantsPage = (request: Request) => request.headers.get("accept")?.includes("text/html") ?? false;
const INVALID = "This unsubscribe link is not valid. Change which e-mails you get under Settings → Notifications.";

// GET changes nothing: mail scanners open links. The button POSTs, as mail clients' one-click does.
// A browser gets pages; any other client the API's error body.
export const GET = route(
  {
    summary: "A confirmation page for an e-mail's unsubscribe link (changes nothing).",
    auth: false,
    query: ZUnsubscribeQuery,
    response: raw("text/html", "A page naming the kind of e-mail the link stops, with the button that posts the unsubscribe."),
  },
  async ({ query, request }) => {
    const link = describeUnsubscribe(query.token);
    if (!link && !wantsPage(request)) throw new AppError("not_found", INVALID);
    if (!link) return page("This link is not valid", "<p>Change which e-mails you get under Settings → Notifications.</p>", 404);
    return page(
      "Stop these e-mails?",
      `<p>You will no longer get “${escapeHtml(link.label)}” e-mails. Receipts and password resets always come.</p>
<form method="post"><button type="submit">Unsubscribe</button></form>`,
    );
  },
);

// The page's own form posts as a form, with the session cookie if the person is signed in: the
// token alone decides, so the cookie's cross-site rule doesn't apply here.
export const POST = route(
  {
    summary: "One-click unsubscribe (RFC 8058) from one kind of message, by the link's signed token; no session.",
    auth: false,
    actsOnTokenOnly: true,
    query: ZUnsubscribeQuery,
    response: ZUnsubscribedView,
    download: raw("text/html", "with `Accept: text/html` (the page's own form), a page saying it is done."),
  },
  async ({ db, query, request }) => {
    const { label } = await unsubscribe(db, query.token);
    // Mail clients POST `List-Unsubscribe=One-Click` and read only the status; a browser gets a page.
    if (wantsPage(request))
      return page(
        "You're unsubscribed",
        `<p>You will no longer get “${escapeHtml(label)}” e-mails. Change this any time under Settings → Notifications.</p>`,
      );
    return { unsubscribed: label };
  },
);
