"use client";

import { CreditCard, Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";
import { brandName } from "@/lib/money/card-label";

/** Back from Stripe Checkout's "save a card": saved, or left without saving. */
export type CardReturn = "saved" | "cancelled" | null;

export type SavedCard = { id: string; brand: string; last4: string; expMonth: number; expYear: number };

/** "12/30": the expiry as the card shows it. */
export function expiry(card: Pick<SavedCard, "expMonth" | "expYear">): string {
  return `${String(card.expMonth).padStart(2, "0")}/${String(card.expYear % 100).padStart(2, "0")}`;
}

/** Stripe's webhook that records a saved card may land a moment after the student is back: look again a few times. */
const LOOK_AGAIN_MS = 1500;
const LOOK_AGAIN_TIMES = 8;

/** The student's saved cards, a Remove per card, and "Add a card" (Stripe Checkout in setup mode). */
export function PaymentMethodsList({ cards, returned }: { cards: SavedCard[]; returned: CardReturn }) {
  const router = useRouter();
  const { run, result, isPending } = useApiAction();
  const [isLeaving, setIsLeaving] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  // The note about coming back from Stripe is dropped once the student does something here.
  const [notice, setNotice] = useState<CardReturn>(returned);
  const [looks, setLooks] = useState(0);
  const waiting = notice === "saved" && cards.length === 0 && looks < LOOK_AGAIN_TIMES;

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setLooks((count) => count + 1);
      router.refresh();
    }, LOOK_AGAIN_MS);
    return () => clearTimeout(timer);
  }, [waiting, looks, router]);

  const addCard = () => {
    setNotice(null);
    return run(
      async () => {
        const { url } = await apiFetch<{ url: string }>("/api/checkout", { body: { kind: "card" } });
        setIsLeaving(true);
        window.location.assign(url);
      },
      { errorMessage: "Stripe couldn't be reached. Try again in a minute." },
    );
  };

  const remove = async (card: SavedCard) => {
    setNotice(null);
    setRemoving(card.id);
    const done = await run(() => apiFetch(`/api/me/payment-methods/${encodeURIComponent(card.id)}`, { method: "DELETE" }), {
      errorMessage: `${brandName(card.brand)} •••• ${card.last4} couldn't be removed. Try again.`,
      successMessage: `${brandName(card.brand)} •••• ${card.last4} is removed.`,
    });
    setRemoving(null);
    if (done) router.refresh();
  };

  return (
    <div className="grid gap-4">
      {notice === "saved" && (
        <p role="status" className="rounded-md bg-success-soft px-3 py-2 text-sm text-success">
          Your card is saved.{cards.length === 0 && " It will appear here in a moment."}
        </p>
      )}
      {notice === "cancelled" && (
        <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
          No card was added.
        </p>
      )}
      {cards.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No saved cards yet. Add one here, or tick &ldquo;Save this card for next time&rdquo; when you pay online.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Saved cards">
          {cards.map((card) => (
            <li
              key={card.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-border px-3 py-2"
            >
              <span className="flex items-center gap-3 text-sm">
                <CreditCard aria-hidden className="size-5 shrink-0 text-muted-foreground" />
                <span>
                  <span className="font-medium">
                    {brandName(card.brand)} <span aria-hidden>••••</span>
                    <span className="sr-only">ending in</span> {card.last4}
                  </span>
                  <span className="block text-muted-foreground">Expires {expiry(card)}</span>
                </span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={isPending}
                onClick={() => remove(card)}
                aria-label={`Remove ${brandName(card.brand)} ending in ${card.last4}`}
              >
                {removing === card.id ? "Removing…" : "Remove"}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormStatus result={result} />
      <div>
        <Button type="button" variant="secondary" onClick={addCard} disabled={isPending || isLeaving}>
          <Plus aria-hidden />
          Add a card
        </Button>
      </div>
    </div>
  );
}
