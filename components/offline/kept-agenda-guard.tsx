"use client";

import { useEffect } from "react";
import { keepOnlyAgendaOf } from "@/lib/pwa/offline-agenda";

/**
 * On every signed-in page: an agenda this device kept for someone else goes, so the offline page
 * shows only the signed-in instructor's own (`userId`), or none for anyone else (null). Renders nothing.
 */
export function KeptAgendaGuard({ userId }: { userId: string | null }) {
  useEffect(() => {
    void keepOnlyAgendaOf(userId).catch(() => undefined);
  }, [userId]);
  return null;
}
