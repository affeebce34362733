import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MessageList } from "@/components/operator/message-list";
import { OperatorPage } from "@/components/operator/operator-page";
import { Pager } from "@/components/operator/pager";
import { getDb } from "@/lib/db/client";
import { readPage } from "@/lib/operator/paging";
import { viewMessages } from "@/lib/operator/views";
import { requestToken } from "../operator-viewer";

export const metadata: Metadata = { title: "Operator · Messages" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** The marketing site's contact messages, newest first, a page at a time. */
export default async function OperatorMessagesPage({ searchParams }: { searchParams: Search }) {
  const token = await requestToken();
  const view = await viewMessages(await getDb(), token, readPage((await searchParams).page));
  if (!view) notFound();
  const { messages } = view;
  return (
    <OperatorPage
      email={view.viewer.email}
      current="messages"
      title="Messages"
      description={`From the contact form on the marketing site: ${messages.total.toLocaleString("en")} in all, newest first.`}
    >
      <MessageList messages={messages.rows} />
      <Pager path="/operator/messages" page={messages.page} pageCount={messages.pageCount} />
    </OperatorPage>
  );
}
