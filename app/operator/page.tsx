import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HealthFigures } from "@/components/operator/health-figures";
import { OperatorPage } from "@/components/operator/operator-page";
import { RecentViews } from "@/components/operator/recent-views";
import { getDb } from "@/lib/db/client";
import { viewHealth } from "@/lib/operator/views";
import { requestToken } from "./operator-viewer";

export const metadata: Metadata = { title: "Operator · Health" };

/** The site's health: readiness, the outboxes' backlog, and who has looked at this screen lately. */
export default async function OperatorHealthPage() {
  const token = await requestToken();
  const view = await viewHealth(await getDb(), token);
  if (!view) notFound();
  return (
    <OperatorPage
      email={view.viewer.email}
      current="health"
      title="Health"
      description="Whether the site is ready, and what waits to be sent."
    >
      <HealthFigures health={view.health} />
      <RecentViews views={view.views} />
    </OperatorPage>
  );
}
