import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OperatorPage } from "@/components/operator/operator-page";
import { Pager } from "@/components/operator/pager";
import { StudioSortLinks, StudioTable } from "@/components/operator/studio-table";
import { getDb } from "@/lib/db/client";
import { readPage } from "@/lib/operator/paging";
import { readStudioSort } from "@/lib/operator/studios";
import { viewStudios } from "@/lib/operator/views";
import { requestToken } from "../operator-viewer";

export const metadata: Metadata = { title: "Operator · Studios" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** Every studio with its plan, trial end, active students and last activity: counts, never people or money. */
export default async function OperatorStudiosPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const sort = readStudioSort(params.sort);
  const token = await requestToken();
  const view = await viewStudios(await getDb(), token, readPage(params.page), sort);
  if (!view) notFound();
  const { studios } = view;
  return (
    <OperatorPage
      email={view.viewer.email}
      current="studios"
      title="Studios"
      description={`${studios.total.toLocaleString("en")} studios. Last activity: the latest sign-in or entry in the studio's books.`}
    >
      <StudioSortLinks sort={sort} />
      <StudioTable studios={studios.rows} />
      <Pager path="/operator/studios" page={studios.page} pageCount={studios.pageCount} keep={{ sort }} />
    </OperatorPage>
  );
}
