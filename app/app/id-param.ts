import { notFound } from "next/navigation";
import { ZIdParams } from "@/lib/api/ids";

/**
 * A page's `[id]`, read by the API's own rule (ZId): an address whose id can't be a record is the
 * app's 404, as an address no page answers is. A well-formed id the reader may not see is the
 * page's own "couldn't find" (it may be another studio's).
 */
export async function readIdParam(params: Promise<{ id: string }>): Promise<string> {
  const parsed = ZIdParams.safeParse(await params);
  if (!parsed.success) notFound();
  return parsed.data.id;
}
