import { z } from "zod";

/**
 * Record ids as every endpoint takes them, in one neutral module (no domain imports it from
 * another domain): a path's `{id}` and any body field naming a record.
 */
export const ZId = z.uuid("Not a valid id.");

/** `{ id }` from the path: a malformed id answers 404 like any id that isn't yours (lib/http/route.ts). */
export const ZIdParams = z.object({ id: ZId });

/** Whether a value from outside (a page's `[id]`, a webhook's metadata) is a record id: the ZId rule, without a message. */
export const isId = (value: unknown): value is string => ZId.safeParse(value).success;

/** A link's single-use token (invitation, first-lesson confirmation): 32 random bytes, base64url, within bounds. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
