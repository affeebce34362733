import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";

/** PGlite with the extensions our migrations need (btree_gist for the EXCLUDE constraints). */
export function createPglite(options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { btree_gist } });
}
