import "server-only";
import type Stripe from "stripe";
import type { Tx } from "@/lib/db/client";
import { stripeEvents } from "@/lib/db/schema";

/**
 * Whether this is the event's first delivery: its id goes into stripe_events in the SAME transaction
 * as its effect, so a second delivery (even concurrent: it waits on the first insert's row lock)
 * inserts nothing and changes nothing, and a failed effect rolls the id back for Stripe's retry.
 */
export async function firstDelivery(tx: Tx, event: Stripe.Event): Promise<boolean> {
  const inserted = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

/** A Stripe field that is an id, or the object it names when expanded. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}
