import type { Metadata } from "next";
import { PageNotFound, notFoundMetadata } from "@/components/site/page-not-found";

export const metadata: Metadata = notFoundMetadata;

/** A studio page that is off or missing (load-page.ts): the site's 404 page, rendered with that request's nonce. */
export default function StudioPageNotFound() {
  return <PageNotFound />;
}
