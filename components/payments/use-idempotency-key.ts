"use client";

import { useRef } from "react";

/** 128 random bits as hex: crypto.getRandomValues works on plain http too, where randomUUID does not. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The Idempotency-Key of a money form: the same while the same values are sent again (a double
 * click, a retry after "couldn't reach Promenade" when the first had in fact been recorded), so the
 * server records them once; a new one when the values change, and after a success (`renew`), so a
 * second payment of the same amount is a payment of its own.
 */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; request: string } | null>(null);
  return {
    keyFor(request: unknown): string {
      const text = JSON.stringify(request);
      if (current.current?.request !== text) current.current = { key: newKey(), request: text };
      return current.current.key;
    },
    renew(): void {
      current.current = null;
    },
  };
}
