import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { importLinks } from "@/lib/db/schema";
import type { IMPORT_ENTITIES } from "@/lib/db/schema/column-values";
import { chunks } from "./plan";

export type ImportEntity = (typeof IMPORT_ENTITIES)[number];
export type Link = { recordId: string; batchId: string; createdRecord: boolean; before: Record<string, unknown> | null };

/**
 * What a batch writes for one record: created (undo deletes it) or changed (undo puts `before`
 * back). A change of a record an earlier batch wrote keeps that batch's link inside `before.link`,
 * so undoing the later batch hands the record back to the earlier one.
 */
export type NewLink = { entity: ImportEntity; key: string; recordId: string; created: boolean; before?: Record<string, unknown> };

/** The studio's links of one kind, by external key. */
export async function loadLinks(db: Db, studioId: string, entity: ImportEntity): Promise<Map<string, Link>> {
  const rows = await db
    .select({
      key: importLinks.externalId,
      recordId: importLinks.recordId,
      batchId: importLinks.batchId,
      createdRecord: importLinks.createdRecord,
      before: importLinks.before,
    })
    .from(importLinks)
    .where(and(eq(importLinks.studioId, studioId), eq(importLinks.entity, entity)));
  return new Map(rows.map(({ key, ...link }) => [key, link]));
}

/** One statement per 1,000 links; a key another batch linked moves to this one, remembering the old link. */
export async function writeLinks(tx: Tx, studioId: string, batchId: string, links: NewLink[], previous: Map<string, Link> = new Map()) {
  const rows = links.map((link) => {
    const earlier = previous.get(link.key);
    return {
      studioId,
      entity: link.entity,
      externalId: link.key,
      recordId: link.recordId,
      batchId,
      createdRecord: link.created,
      before: link.created ? null : { ...(link.before ?? {}), ...(earlier ? { link: earlier } : {}) },
    };
  });
  for (const part of chunks(rows, 5000))
    await tx.execute(sql`
      insert into import_links (studio_id, entity, external_id, record_id, batch_id, created_record, before)
      select ${studioId}, v.entity, v.external_id, v.record_id, ${batchId}, v.created_record, v.before
      from jsonb_to_recordset(${JSON.stringify(part.map((row) => ({ entity: row.entity, external_id: row.externalId, record_id: row.recordId, created_record: row.createdRecord, before: row.before })))}::jsonb)
        as v(entity text, external_id text, record_id uuid, created_record boolean, before jsonb)
      on conflict (studio_id, entity, external_id) do update set record_id = excluded.record_id, batch_id = excluded.batch_id,
        created_record = excluded.created_record, before = excluded.before`);
}

/** A batch's links, for the undo. */
export async function batchLinks(db: Db, studioId: string, batchId: string) {
  return db
    .select({
      entity: importLinks.entity,
      key: importLinks.externalId,
      recordId: importLinks.recordId,
      createdRecord: importLinks.createdRecord,
      before: importLinks.before,
    })
    .from(importLinks)
    .where(and(eq(importLinks.studioId, studioId), eq(importLinks.batchId, batchId)));
}
