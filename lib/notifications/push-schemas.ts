// Client-safe (Settings → Notifications subscribes with it): no database imports.
import { z } from "zod";

/** A P-256 public key as a browser gives it: base64url of 65 bytes (uncompressed point, 0x04 first). */
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
/** The push subscription's authentication secret: base64url of 16 bytes. */
const AUTH = /^[A-Za-z0-9_-]{22}={0,2}$/;

/**
 * A device's push subscription, as `PushSubscription.toJSON()` gives it: the push service's
 * endpoint (https only: the server posts to it) and the keys its payloads are encrypted to.
 */
export const ZPushSubscriptionCreate = z.object({
  endpoint: z
    .string({ error: "Send the subscription's endpoint." })
    .trim()
    .max(1000, "An endpoint has at most 1,000 characters.")
    .pipe(z.url({ protocol: /^https$/, error: "A push endpoint must be an https:// URL." })),
  keys: z.object({
    p256dh: z.string().regex(P256DH, "Send the subscription's p256dh key (base64url, 65 bytes)."),
    auth: z.string().regex(AUTH, "Send the subscription's auth secret (base64url, 16 bytes)."),
  }),
  /** What the person will recognise the device by ("Chrome on Android"). */
  device: z.string().trim().max(80, "Name the device in at most 80 characters.").optional(),
});
export type TPushSubscriptionCreate = z.infer<typeof ZPushSubscriptionCreate>;
